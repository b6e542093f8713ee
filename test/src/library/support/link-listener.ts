import { PLATFORM_KEYS, type PlatformKey } from '@segue/core';
import { createFlowBrowser } from '../../../../server/test/support/linking/flow-browser';

/**
 * Links a sandbox listener on every platform they have an account on, through the public-key
 * connect flow in one browser (the joining cookie makes them one user; Apple Music last, as its
 * sign-in gives no account id), and answers their Segue user id.
 */
export async function linkListener(baseUrl: string, app: { public_key: string; redirect_url: string }, email: string, platforms: readonly PlatformKey[] = PLATFORM_KEYS): Promise<string> {
  const browser = createFlowBrowser();
  let userId: string | undefined;
  const ordered = [...platforms].sort((a, b) => Number(a === 'applemusic') - Number(b === 'applemusic'));
  for (const platform of ordered) {
    const connect = new URL(`${baseUrl}/v1/${platform}/connect`);
    connect.searchParams.set('redirect_url', app.redirect_url);
    const reply = await fetch(connect, { headers: { 'x-segue-public-key': app.public_key } });
    const started = (await reply.json()) as { data?: { url: string }; message?: string };
    if (!started.data) throw new Error(`connect ${platform}: ${reply.status} ${started.message ?? ''}`);
    const approve = new URL(await browser.start(started.data.url));
    approve.searchParams.set('sandbox_user', email);
    const landed = (await (await browser.follow(approve)).response.json()) as { data?: { query?: { token?: string; error?: string } } };
    const token = landed.data?.query?.token;
    if (!token) throw new Error(`linking ${platform} for ${email} ended without a token: ${JSON.stringify(landed.data?.query ?? {})}`);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { uuid: string };
    if (userId !== undefined && claims.uuid !== userId) throw new Error(`${platform} linked another user (${claims.uuid}, not ${userId})`);
    userId = claims.uuid;
  }
  if (!userId) throw new Error('no platform to link');
  return userId;
}
