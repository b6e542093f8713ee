import { PLATFORM_KEYS } from '@segue/core/platform-keys';
import { useState } from 'react';
import type { AppDetail, Meta } from '../api';
import { copyText } from '../components/copy-text';
import { platformLabel } from '../components/PlatformLabel';

/** The platform whose example link the request converts: Spotify first, else the first the app has. */
function sourceOf(app: AppDetail, meta: Meta): string | undefined {
  return ['spotify', ...PLATFORM_KEYS].find((platform) => app.platforms.includes(platform) && meta.example_links[platform] !== undefined);
}

/** A request to paste in a terminal, with this app's public key and this server's URL filled in. */
export function firstRequest(app: AppDetail, meta: Meta): { command: string; what: string } {
  const source = sourceOf(app, meta);
  if (!source) {
    return {
      command: `curl ${meta.public_url}/v1/app \\\n  -H 'x-segue-public-key: ${app.public_key}'`,
      what: 'Reads the app with its public key. Add an integration to convert links.',
    };
  }
  const body = JSON.stringify({ url: meta.example_links[source], target_platform: 'all' });
  return {
    command: `curl -X POST ${meta.public_url}/v1/entity/convert \\\n  -H 'x-segue-public-key: ${app.public_key}' \\\n  -H 'content-type: application/json' \\\n  -d '${body}'`,
    what: `Converts a ${platformLabel(source)} track to every platform the app has an integration for.`,
  };
}

export function FirstRequestSection({ app, meta }: { app: AppDetail; meta: Meta }) {
  const [status, setStatus] = useState('');
  const { command, what } = firstRequest(app, meta);
  return (
    <section aria-labelledby="first-request">
      <h2 id="first-request">Your first request</h2>
      <p className="hint">
        {what} The answer lists each platform's link with how sure the match is{meta.sandbox ? '; in sandbox mode the simulators answer' : ''}.
      </p>
      <pre className="snippet" data-testid="first-request">
        <code>{command}</code>
      </pre>
      <div className="actions">
        <button type="button" onClick={() => void copyText(command).then((ok) => setStatus(ok ? 'Copied' : 'Copy failed: select the text and copy it'))}>
          Copy request
        </button>
        <span className="status" role="status" aria-live="polite">
          {status}
        </span>
      </div>
    </section>
  );
}
