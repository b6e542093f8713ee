import { PLATFORM_KEYS } from '@segue/core';
import { FAULTS_PATH, type Sandbox } from '@segue/sandbox';
import { sandboxPlatformUrls } from './sandbox-platform-urls';
import { PLATFORM_URL_SETTINGS, type PlatformUrls } from '../platforms/registry';

/** `--client-id` for `client_id`: the `segue integrations set` option of a credential field. */
const option = (field: string): string => `--${field.replace(/_/g, '-')}`;

/**
 * The settings that point Segue's servers and workers at a running sandbox, as an env file
 * (`KEY=value` lines and `#` comments, which POSIX shells with `set -a; . file`, systemd's
 * `EnvironmentFile=` and `docker run --env-file` all read): one `SEGUE_<PLATFORM>_<HOST>_URL`
 * per simulated host, named by the platform records (`platforms/<key>/settings.ts`), and, as
 * comments, the control host and the `segue integrations set` lines that give an app the
 * simulators' credentials.
 */
export function sandboxEnvFile(sandbox: Pick<Sandbox, 'urls' | 'catalogUrl' | 'credentials' | 'oauthClients'>): string {
  const fallbacks = Object.fromEntries(PLATFORM_KEYS.map((platform) => [platform, {}])) as unknown as PlatformUrls;
  const { missing } = sandboxPlatformUrls(sandbox.urls, fallbacks);
  const lines = [
    '# Segue sandbox: every Segue server and worker that should talk to these simulators reads this file.',
    `# Control host: ${sandbox.catalogUrl} (ground truth at /, request counts at /__stats, faults changed while it runs with POST ${FAULTS_PATH}).`,
    ...PLATFORM_URL_SETTINGS.flatMap((setting) => {
      const url = sandbox.urls[setting.platform]?.[setting.name];
      return url ? [`${setting.variable}=${url.replace(/\/+$/, '')}`] : [];
    }),
  ];
  if (missing.length > 0) lines.push(`# Not simulated (they keep their real hosts): ${missing.join(', ')}`);
  lines.push('#', "# An app's integrations on the simulators:");
  for (const platform of PLATFORM_KEYS) {
    const fields = { ...sandbox.credentials[platform], ...sandbox.oauthClients[platform] };
    const options = Object.entries(fields).map(([field, value]) =>
      // A PEM key spans lines: it goes in a file (`--port-file` writes every credential in full).
      value.includes('\n') ? `${option(field)}-file <the ${field} from --port-file, in a file>` : `${option(field)} ${value}`,
    );
    lines.push(`#   ./segue integrations set <appId> ${platform}${options.length > 0 ? ` ${options.join(' ')}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
