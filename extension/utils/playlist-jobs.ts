import type { PlatformKey } from '@segue/core';
import type { PlaylistConversion, TaskProgress } from '@segue/core/schemas';
import { storage } from 'wxt/utils/storage';
import { linkKey } from './link-key';
import type { Notice } from './notice';

/** A playlist conversion the background follows, so it survives the popup closing. */
export interface PlaylistJob {
  key: string;
  sourceUrl: string;
  target: PlatformKey;
  /** Converted straight into the linked user's library (`/v1/me/{platform}/playlists`). */
  addToLibrary: boolean;
  taskId?: string;
  /** The server answered a request made before (the same Idempotency-Key): nothing new was done. */
  replayed?: boolean;
  state: 'running' | 'completed' | 'failed';
  progress?: TaskProgress;
  result?: PlaylistConversion;
  notice?: Notice;
  startedAt: number;
  updatedAt: number;
}

export const playlistJobsItem = storage.defineItem<Record<string, PlaylistJob>>('local:playlist-jobs', {
  fallback: {},
});

/** Finished jobs older than this are dropped when a new one starts. */
const KEEP_FINISHED_MS = 24 * 60 * 60 * 1000;

export function playlistJobKey(url: string, target: PlatformKey, addToLibrary: boolean): string {
  return `${linkKey(url) ?? url.trim()}>${target}${addToLibrary ? '+library' : ''}`;
}

export async function readPlaylistJob(key: string): Promise<PlaylistJob | null> {
  return (await playlistJobsItem.getValue())[key] ?? null;
}

export async function putPlaylistJob(job: PlaylistJob): Promise<void> {
  const jobs = await playlistJobsItem.getValue();
  const kept = Object.fromEntries(
    Object.entries(jobs).filter(([, old]) => old.state === 'running' || job.updatedAt - old.updatedAt < KEEP_FINISHED_MS),
  );
  await playlistJobsItem.setValue({ ...kept, [job.key]: job });
}

export async function updatePlaylistJob(key: string, patch: Partial<PlaylistJob>, now = Date.now()): Promise<void> {
  const jobs = await playlistJobsItem.getValue();
  const job = jobs[key];
  if (job === undefined) return;
  await playlistJobsItem.setValue({ ...jobs, [key]: { ...job, ...patch, updatedAt: now } });
}
