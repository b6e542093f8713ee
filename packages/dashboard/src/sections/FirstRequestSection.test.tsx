import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AppDetail, Meta } from '../api';
import { FirstRequestSection, firstRequest } from './FirstRequestSection';

const meta = {
  public_url: 'https://segue.example',
  sandbox: false,
  example_links: { spotify: 'https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe', deezer: 'https://www.deezer.com/track/2947516331' },
} as unknown as Meta;
const app = (platforms: string[]) => ({ public_key: 'pk-123', platforms }) as unknown as AppDetail;

describe('the first request', () => {
  it('converts the Spotify example with the app’s key against this server when the app has Spotify', () => {
    const { command, what } = firstRequest(app(['deezer', 'spotify']), meta);
    expect(command).toBe(
      "curl -X POST https://segue.example/v1/entity/convert \\\n  -H 'x-segue-public-key: pk-123' \\\n  -H 'content-type: application/json' \\\n" +
        `  -d '{"url":"https://open.spotify.com/track/2plbrEY59IikOBgBGLjaoe","target_platform":"all"}'`,
    );
    expect(what).toBe('Converts a Spotify track to every platform the app has an integration for.');
  });

  it('uses a platform the app has, and reads the app when it has none', () => {
    expect(firstRequest(app(['deezer']), meta).command).toContain('https://www.deezer.com/track/2947516331');
    expect(firstRequest(app(['deezer']), meta).what).toMatch(/^Converts a Deezer track/);
    expect(firstRequest(app([]), meta).command).toBe("curl https://segue.example/v1/app \\\n  -H 'x-segue-public-key: pk-123'");
  });

  it('renders the command as text, escaped', () => {
    const html = renderToStaticMarkup(<FirstRequestSection app={{ ...app(['spotify']), public_key: '<b>k</b>' } as AppDetail} meta={meta} />);
    expect(html).toContain('x-segue-public-key: &lt;b&gt;k&lt;/b&gt;');
    expect(html).toContain('data-testid="first-request"');
  });
});
