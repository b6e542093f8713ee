/**
 * The listener revokes Segue's access on the target platform while a transfer writes to it: the
 * transfer fails at once (no retry mends a revoked grant) with the code the library errors give,
 * saying how many items were on the target by then, and what was written stays `added`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTransferTest, type TransferTestSetup } from '../../test/support/library/transfer-test-setup';

const EMAIL = 'listener1@sandbox.segue.test';
let t: TransferTestSetup;

beforeAll(async () => {
  t = await startTransferTest({ email: EMAIL, platforms: ['spotify', 'deezer'] });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const deezerWrites = () => Object.entries(t.sandbox.stats().platforms.deezer.endpoints).filter(([label]) => !label.startsWith('GET ')).reduce((n, [, c]) => n + c, 0);

describe('a grant revoked on the target mid-transfer', () => {
  it('fails the transfer with EFORBIDDEN and the count on the target; written items stay added', async () => {
    const sandboxUser = t.sandbox.users.find((u) => u.email === EMAIL)!;
    const likedBefore = (await t.truth('deezer')).library.saved_tracks.length;
    const { transfer } = await t.services.transfers.service.start(t.appId, t.userId, { from: 'spotify', to: 'deezer' });
    const writesBefore = deezerWrites();
    // Revoked once the transfer has written a few liked songs.
    let revokedAfter = -1;
    const watch = setInterval(() => {
      const written = deezerWrites() - writesBefore;
      if (revokedAfter < 0 && written >= 6) {
        t.sandbox.userState.revoke(sandboxUser.id, 'deezer');
        revokedAfter = written;
      }
    }, 1);
    const outcome = await t.services.transfers.run(transfer.task_id).finally(() => clearInterval(watch));
    expect(revokedAfter, 'the transfer finished before the grant was revoked').toBeGreaterThan(0);
    expect(outcome.kind).toBe('finished');

    const failed = (await t.services.transfers.service.get(t.appId, transfer.task_id))!;
    expect(failed.status).toBe('failed');
    expect(failed.error?.code).toBe('EFORBIDDEN');
    const items = failed.items ?? [];
    const onTarget = items.filter((i) => i.outcome === 'added' || i.outcome === 'already_there');
    expect(failed.error?.message).toContain(`${onTarget.length} items were on the target`);

    // What was written before the revocation is on Deezer and stays `added`; nothing else is.
    const added = items.filter((i) => i.outcome === 'added');
    expect(added.length).toBeGreaterThanOrEqual(revokedAfter - 1);
    const trackOf = (recording: string) => t.sandbox.catalog.recordings.find((r) => r.id === recording)?.platforms.deezer?.id;
    const liked = (await t.truth('deezer')).library.saved_tracks.map(trackOf);
    for (const item of added.filter((i) => i.kind === 'liked_track')) expect(liked).toContain(item.target!.id);
    expect(liked.length).toBe(likedBefore + added.filter((i) => i.kind === 'liked_track').length);
    // A later attempt (a stray job) changes nothing: the transfer is finished.
    expect((await t.services.transfers.run(transfer.task_id)).kind).toBe('finished');
    expect((await t.services.transfers.service.get(t.appId, transfer.task_id))!.items?.filter((i) => i.outcome === 'added').length).toBe(added.length);
  }, 60_000);
});
