import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import type { LinkingService } from '../linking/linking.service';
import { createFlowBrowser, type FlowBrowser } from './flow-browser';
import type { SandboxFile } from './sandbox-file';

/** A sandbox listener as the simulators know them. */
export interface SandboxListener {
  email: string;
  accounts: Partial<Record<PlatformKey, unknown>>;
}

type Listener = NonNullable<SandboxFile['listener']>;

/** The token the sandbox landing page (`/sandbox/redirect`) echoes at the end of a flow. */
async function landedToken(browser: FlowBrowser, startUrl: string, email: string): Promise<string> {
  const approve = new URL(await browser.start(startUrl));
  // The simulators approve on a plain GET as the listener `sandbox_user` names.
  approve.searchParams.set('sandbox_user', email);
  const { response, url } = await browser.follow(approve);
  const body = (await response.json().catch(() => undefined)) as { data?: { query?: { token?: string; error?: string } } } | undefined;
  const token = body?.data?.query?.token;
  if (!token) throw new Error(`the flow ended at ${new URL(url).pathname} with ${response.status} ${JSON.stringify(body?.data?.query ?? {})}`);
  return token;
}

async function connectUrl(response: Response): Promise<string> {
  const body = (await response.json()) as { data?: { url?: string }; message?: string };
  if (!response.ok || !body.data?.url) throw new Error(`connect answered ${response.status}: ${body.message ?? ''}`);
  return body.data.url;
}

/**
 * Links one sandbox listener to the sandbox app through Segue's own linking flows, over HTTP as
 * a browser would (bound flow cookie, simulator approval, callback, landing page), so
 * add-playlist and the library routes can be tried at once. Every platform goes through the
 * public-key connect in one browser, as a listener would link them: the first finds the user of
 * the previous start (`previousUserId`, which holds that platform account) or makes one, and the
 * browser's joining cookie joins the others to it. Apple Music comes last: its sign-in gives no
 * account id, so only the browser can say whose it is. A platform whose flow fails is left out
 * and named in `failed`.
 */
export async function linkSandboxListener(
  baseUrl: string,
  app: SandboxFile['app'],
  listener: SandboxListener,
  linking: Pick<LinkingService, 'verifyLinkingToken'>,
  previousUserId?: string,
): Promise<{ listener?: Listener; failed: { platform: PlatformKey; reason: string }[] }> {
  const platforms = PLATFORM_KEYS.filter((platform) => listener.accounts[platform] !== undefined).sort(
    (a, b) => Number(a === 'applemusic') - Number(b === 'applemusic'),
  );
  const linked: PlatformKey[] = [];
  const failed: { platform: PlatformKey; reason: string }[] = [];
  let userId = previousUserId;

  const browser = createFlowBrowser();
  for (const platform of platforms) {
    try {
      const url = new URL(`${baseUrl}/v1/${platform}/connect`);
      url.searchParams.set('redirect_url', app.redirect_url);
      const start = await fetch(url, { headers: { 'x-segue-public-key': app.public_key } });
      const token = await landedToken(browser, await connectUrl(start), listener.email);
      const subject = await linking.verifyLinkingToken(app.id, token);
      if (userId !== undefined && subject.userId !== userId) throw new Error(`linked to another user (${subject.userId})`);
      userId = subject.userId;
      linked.push(platform);
    } catch (error) {
      // The previous start's user was deleted: start over with a new one.
      if (linked.length === 0 && userId === previousUserId && previousUserId !== undefined) {
        return linkSandboxListener(baseUrl, app, listener, linking);
      }
      failed.push({ platform, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  if (userId === undefined) return { failed };
  return { listener: { user_id: userId, email: listener.email, platforms: linked }, failed };
}
