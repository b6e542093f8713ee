import type { AppDetail, Meta } from '../api';
import { IntegrationForm } from './IntegrationForm';
import { PlatformLabel } from '../components/PlatformLabel';

export function IntegrationsSection({ app, meta, reload, manager }: { app: AppDetail; meta: Meta; reload: () => void; manager: boolean }) {
  return (
    <section aria-labelledby="integrations">
      <h2 id="integrations">Integrations</h2>
      <p className="hint">Conversions return results only for platforms with an integration.</p>
      {meta.platforms.map((spec) => {
        const saved = app.integrations.find((integration) => integration.platform === spec.platform);
        return (
          <details key={spec.platform} open={saved !== undefined} className="platform">
            <summary>
              <PlatformLabel platform={spec.platform} /> <span className="muted">{saved ? 'configured' : 'not set up'}</span>
            </summary>
            <IntegrationForm key={saved?.updated_at ?? 'new'} appId={app.id} spec={spec} saved={saved} onSaved={reload} manager={manager} />
          </details>
        );
      })}
    </section>
  );
}
