import type { AppDetail, Meta } from '../api';
import { IntegrationForm } from './IntegrationForm';

const NAMES: Record<string, string> = { applemusic: 'Apple Music', spotify: 'Spotify', deezer: 'Deezer', tidal: 'TIDAL', ytmusic: 'YouTube Music' };

export function IntegrationsSection({ app, meta, reload }: { app: AppDetail; meta: Meta; reload: () => void }) {
  return (
    <section aria-labelledby="integrations">
      <h2 id="integrations">Integrations</h2>
      <p className="hint">Conversions return results only for platforms with an integration.</p>
      {meta.platforms.map((spec) => {
        const saved = app.integrations.find((integration) => integration.platform === spec.platform);
        return (
          <details key={spec.platform} open={saved !== undefined} className="platform">
            <summary>
              {NAMES[spec.platform] ?? spec.platform} <span className="muted">{saved ? 'configured' : 'not set up'}</span>
            </summary>
            <IntegrationForm key={saved?.updated_at ?? 'new'} appId={app.id} spec={spec} saved={saved} onSaved={reload} />
          </details>
        );
      })}
    </section>
  );
}
