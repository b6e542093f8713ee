import { useCallback, useEffect, useState } from 'react';
import { api, atLeast, type AppDetail, type Meta } from '../api';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { ErrorMessage } from '../components/ErrorMessage';
import { InlineRename } from '../components/InlineRename';
import { Link, navigate } from '../router';
import { CallbacksSection } from '../sections/CallbacksSection';
import { FirstRequestSection } from '../sections/FirstRequestSection';
import { IntegrationsSection } from '../sections/IntegrationsSection';
import { KeysSection } from '../sections/KeysSection';
import { RedirectUrlsSection } from '../sections/RedirectUrlsSection';
import { AllowedOriginsSection } from '../sections/AllowedOriginsSection';
import { ExtensionLinkingSection } from '../sections/ExtensionLinkingSection';
import { SyncsSection } from '../sections/SyncsSection';
import { TasksSection } from '../sections/TasksSection';
import { TransfersSection } from '../sections/TransfersSection';
import { UsageSection } from '../sections/UsageSection';
import { WebhookSection } from '../sections/WebhookSection';

export function AppPage({ id, meta }: { id: string; meta: Meta }) {
  const [app, setApp] = useState<AppDetail>();
  const [error, setError] = useState<string>();
  const load = useCallback(() => {
    api<AppDetail>('GET', `/apps/${id}`).then(setApp, (failure: Error) => setError(failure.message));
  }, [id]);
  useEffect(load, [load]);

  if (!app) {
    return (
      <main id="main">
        <ErrorMessage message={error} />
        {!error && <p>Loading…</p>}
      </main>
    );
  }
  // Developers read the page; what needs an owner or admin is hidden, and the server refuses it anyway.
  const manager = atLeast(app.role, 'admin');
  return (
    <main id="main" className="app-page">
      <p className="crumbs">
        <Link to="/">Organizations</Link> / <Link to={`/orgs/${app.organization_id}`}>{app.organization_name}</Link> /
      </p>
      <div className="title-row">
        <h1>{app.name}</h1>
        {manager && (
          <InlineRename
            label="New app name"
            name={app.name}
            onRename={async (name) => {
              setApp(await api<AppDetail>('PATCH', `/apps/${id}`, { name }));
            }}
          />
        )}
      </div>
      {!manager && <p className="hint">You are a developer of this organization: keys, redirect URLs, webhooks and integrations are changed by its owners and admins.</p>}
      <div className="grid">
        <KeysSection app={app} onChange={setApp} manager={manager} />
        <FirstRequestSection app={app} meta={meta} />
        <UsageSection appId={app.id} />
        <IntegrationsSection app={app} meta={meta} reload={load} manager={manager} />
        <CallbacksSection app={app} onChange={setApp} manager={manager} />
        <RedirectUrlsSection app={app} onChange={setApp} manager={manager} />
        <AllowedOriginsSection app={app} onChange={setApp} manager={manager} />
        <ExtensionLinkingSection app={app} onChange={setApp} manager={manager} />
        <WebhookSection app={app} onChange={setApp} manager={manager} />
        <TasksSection appId={app.id} />
        <TransfersSection appId={app.id} />
        <SyncsSection appId={app.id} />
        {manager && (
          <section aria-labelledby="app-danger">
            <h2 id="app-danger">Danger zone</h2>
            <ConfirmDelete
              kind="app"
              name={app.name}
              consequence="This deletes the app with its integrations and usage. Its keys stop working at once."
              onDelete={async () => {
                await api('DELETE', `/apps/${id}`);
                navigate(`/orgs/${app.organization_id}`);
              }}
            />
          </section>
        )}
      </div>
    </main>
  );
}
