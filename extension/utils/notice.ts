/** The situations people meet, each with its own message and way out. */
export type NoticeKind =
  | 'setup'
  | 'permission'
  | 'unreachable'
  | 'bad-key'
  | 'rate-limited'
  | 'not-music'
  | 'not-found'
  | 'unsupported'
  | 'platform-down'
  | 'link-expired'
  | 'short-link'
  | 'cancelled'
  | 'failed';

/** An error as a value: what went wrong, in words for people, safe to pass between contexts. */
export interface Notice {
  kind: NoticeKind;
  title: string;
  detail: string;
  retryAfterSeconds?: number;
}

export type Outcome<T> = ({ ok: true } & T) | { ok: false; notice: Notice };

export function failure(notice: Notice): { ok: false; notice: Notice } {
  return { ok: false, notice };
}
