import { platformName, type PlatformKey } from '@segue/core';
import type { LibraryPlaylist, Transfer } from '@segue/core/schemas';
import { useEffect, useState } from 'react';
import type { LinkedAccounts } from '../utils/linking-items';
import type { Notice } from '../utils/notice';
import { sourcePlaylists, startMove, type MoveDeps } from '../utils/transfer-calls';
import { linkedPlatforms, sameUser, transferRequest } from '../utils/transfer-view';
import { NoticeView } from './NoticeView';

type PlaylistMode = 'all' | 'none' | 'some';

/** Where from, where to and what: liked songs, albums, artists, and all, none or some playlists. */
export function MoveForm({ deps, accounts, onStarted }: { deps: MoveDeps; accounts: LinkedAccounts; onStarted: (transfer: Transfer) => void }) {
  const linked = linkedPlatforms(accounts);
  const [from, setFrom] = useState<PlatformKey>(linked[0]!);
  const [to, setTo] = useState<PlatformKey>(linked.find((p) => p !== linked[0])!);
  const [kinds, setKinds] = useState({ likedTracks: true, albums: true, artists: true });
  const [mode, setMode] = useState<PlaylistMode>('all');
  const [playlists, setPlaylists] = useState<LibraryPlaylist[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    setPlaylists(null);
    setChosen(new Set());
    if (mode !== 'some') return;
    let live = true;
    void sourcePlaylists(deps, from).then((reply) => {
      if (!live) return;
      if (reply.ok) setPlaylists(reply.value);
      else setNotice(reply.notice);
    });
    return () => {
      live = false;
    };
  }, [from, mode]);

  const changeFrom = (next: PlatformKey) => {
    setFrom(next);
    if (next === to) setTo(linked.find((p) => p !== next)!);
  };
  const toggle = (id: string) => setChosen((current) => (current.has(id) ? new Set([...current].filter((x) => x !== id)) : new Set([...current, id])));

  const built = transferRequest({ from, to, ...kinds, playlists: mode === 'some' ? [...chosen] : mode });
  const start = () => {
    if ('problem' in built) return;
    setNotice(null);
    setStarting(true);
    void startMove(deps, built.request)
      .then((reply) => (reply.ok ? onStarted(reply.value) : setNotice(reply.notice)))
      .finally(() => setStarting(false));
  };

  return (
    <form
      className="move-form"
      aria-labelledby="move-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        start();
      }}
    >
      <h2 id="move-form-title">What to move</h2>
      <div className="row wrap">
        <label>
          From
          <select name="from" value={from} onChange={(event) => changeFrom(event.target.value as PlatformKey)}>
            {linked.map((key) => (
              <option key={key} value={key}>
                {platformName(key)}
              </option>
            ))}
          </select>
        </label>
        <label>
          To
          <select name="to" value={to} onChange={(event) => setTo(event.target.value as PlatformKey)}>
            {linked
              .filter((key) => key !== from)
              .map((key) => (
                <option key={key} value={key}>
                  {platformName(key)}
                </option>
              ))}
          </select>
        </label>
      </div>
      {!sameUser(accounts, from, to) && (
        <p className="muted small" role="note">
          {platformName(from)} and {platformName(to)} were linked as different Segue users here: link {platformName(to)} again from the same browser so one user holds both.
        </p>
      )}
      <fieldset>
        <legend>Your library</legend>
        <label className="row">
          <input type="checkbox" name="liked_tracks" checked={kinds.likedTracks} onChange={(e) => setKinds({ ...kinds, likedTracks: e.target.checked })} /> Liked songs
        </label>
        <label className="row">
          <input type="checkbox" name="albums" checked={kinds.albums} onChange={(e) => setKinds({ ...kinds, albums: e.target.checked })} /> Saved albums
        </label>
        <label className="row">
          <input type="checkbox" name="artists" checked={kinds.artists} onChange={(e) => setKinds({ ...kinds, artists: e.target.checked })} /> Followed artists
        </label>
      </fieldset>
      <fieldset>
        <legend>Playlists</legend>
        {(['all', 'none', 'some'] as const).map((value) => (
          <label className="row" key={value}>
            <input type="radio" name="playlists" value={value} checked={mode === value} onChange={() => setMode(value)} />
            {value === 'all' ? 'All playlists' : value === 'none' ? 'No playlists' : 'Choose playlists…'}
          </label>
        ))}
        {mode === 'some' && playlists === null && <p className="muted">Loading your {platformName(from)} playlists…</p>}
        {mode === 'some' && playlists !== null && (
          <ul className="pick-playlists" aria-label={`Your ${platformName(from)} playlists`}>
            {playlists.length === 0 && <li className="muted">No playlists in this library.</li>}
            {playlists.map((playlist) => (
              <li key={playlist.id}>
                <label className="row">
                  <input type="checkbox" checked={chosen.has(playlist.id)} onChange={() => toggle(playlist.id)} data-playlist={playlist.id} />
                  {playlist.title} <span className="muted small">({playlist.nb_tracks} songs)</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {'problem' in built && <p className="muted small">{built.problem}</p>}
      {notice && <NoticeView notice={notice} />}
      <button type="submit" className="primary" disabled={starting || 'problem' in built}>
        {starting ? 'Starting…' : `Move to ${platformName(to)}`}
      </button>
    </form>
  );
}
