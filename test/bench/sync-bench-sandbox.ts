/**
 * The platform simulators of `pnpm bench:sync`, in a process of their own so the bench's CPU
 * figure (`process.cpuUsage` in the parent) is Segue's alone, not the simulators' too. Forked by
 * `sync.bench.ts`; answers its messages (one `SandboxCall`, one `SandboxAnswer` each) over IPC.
 */
import type { PlatformKey } from '@segue/core';
import { launchSimulators, platforms, type GroundTruth, type SandboxStats } from '@segue/sandbox';

export type SandboxCall =
  | { id: number; type: 'sources'; from: PlatformKey; to: PlatformKey; emails: string[]; playlists: number; tracks: number }
  | { id: number; type: 'addOne' }
  | { id: number; type: 'stats' }
  | { id: number; type: 'close' };

export interface SandboxReady {
  type: 'ready';
  urls: Record<PlatformKey, Record<string, string>>;
  credentials: Record<PlatformKey, Record<string, string>>;
  oauthClients: Partial<Record<PlatformKey, Record<string, string>>>;
  /** Listeners with an account on every platform asked for by `BENCH_PAIR`, in the catalog's order. */
  listeners: string[];
}

export type SandboxAnswer = { id: number; value?: unknown; error?: string };

/** A made source: its owner's e-mail and its link. */
export interface Source {
  email: string;
  url: string;
}

if (process.send) {
  const sandbox = await launchSimulators(platforms, { seed: 1 });
  const send = (message: SandboxReady | SandboxAnswer) => process.send!(message);
  const made: Array<{ platform: PlatformKey; platformId: string; recordingIds: Set<string> }> = [];
  let pool: string[] = [];

  const calls = {
    /**
     * Source playlists, owned by the listeners in turn: `tracks` recordings each out of a pool of
     * ordinary recordings listed on both platforms under their own ISRC and playable everywhere
     * (so matching is one ISRC lookup, and the match cache makes repeats free), each playlist a
     * different slice of the pool.
     */
    async sources(call: Extract<SandboxCall, { type: 'sources' }>): Promise<Source[]> {
      pool = sandbox.catalog.recordings
        .filter((r) => {
          const [a, b] = [r.platforms[call.from], r.platforms[call.to]];
          return r.kind === 'plain' && !r.decoyOf && !r.sameAs && a?.isrc === r.isrc && b?.isrc === r.isrc && !a.blockedIn && !b.blockedIn;
        })
        .map((r) => r.id);
      if (pool.length < call.tracks * 2) throw new Error(`only ${pool.length} recordings fit; ${call.tracks * 2} wanted`);
      const users = call.emails.map((email) => sandbox.users.find((u) => u.email === email)!);
      for (let n = 0; n < call.playlists; n++) {
        const owner = users[n % users.length]!;
        const playlist = sandbox.userState.createPlaylist(call.from, owner.id, { title: `Bench sync ${n + 1}` });
        const start = (n * 7) % pool.length;
        const picked = Array.from({ length: call.tracks }, (_, i) => pool[(start + i) % pool.length]!);
        sandbox.userState.addTracks(playlist, picked);
        made.push({ platform: call.from, platformId: playlist.platformId, recordingIds: new Set(picked) });
      }
      const truth = (await (await fetch(sandbox.catalogUrl)).json()) as GroundTruth;
      const urlOf = new Map(truth.playlists.map((p) => [`${p.platform}:${p.platform_id}`, p.url]));
      return made.map((m, n) => ({ email: users[n % users.length]!.email, url: urlOf.get(`${m.platform}:${m.platformId}`)! }));
    },
    /** One recording each source did not hold, added at its end by its owner. */
    addOne(): number {
      for (const source of made) {
        const newcomer = pool.find((id) => !source.recordingIds.has(id))!;
        source.recordingIds.add(newcomer);
        sandbox.userState.editPlaylist(source.platform, source.platformId, [{ op: 'add', recordingIds: [newcomer] }]);
      }
      return made.length;
    },
    stats: (): SandboxStats => sandbox.stats(),
  };

  process.on('message', (call: SandboxCall) => {
    void (async () => {
      if (call.type === 'close') {
        await sandbox.close();
        send({ id: call.id });
        process.disconnect();
        return;
      }
      try {
        const value = call.type === 'sources' ? await calls.sources(call) : call.type === 'addOne' ? calls.addOne() : calls.stats();
        send({ id: call.id, value });
      } catch (error) {
        send({ id: call.id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
      }
    })();
  });

  const wanted = (process.env.BENCH_PAIR ?? 'spotify>deezer').split('>') as PlatformKey[];
  send({
    type: 'ready',
    urls: sandbox.urls,
    credentials: sandbox.credentials,
    oauthClients: sandbox.oauthClients,
    listeners: sandbox.users.filter((u) => wanted.every((p) => u.accounts[p])).map((u) => u.email),
  });
}
