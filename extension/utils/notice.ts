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

/** No account linked on `platform`, for an action that writes to its library (`what` goes there). */
export function notLinkedNotice(platformName: string, what: string): Notice {
  return { kind: 'setup', title: `No ${platformName} account linked`, detail: `Link your ${platformName} account first: ${what} goes to its library.` };
}

/** Whether a notice is `notLinkedNotice`'s: linking the platform is the way out. */
export function isNotLinkedNotice(notice: Notice, platformName: string): boolean {
  return notice.kind === 'setup' && notice.title === `No ${platformName} account linked`;
}

export type Outcome<T> = ({ ok: true } & T) | { ok: false; notice: Notice };

export function failure(notice: Notice): { ok: false; notice: Notice } {
  return { ok: false, notice };
}
