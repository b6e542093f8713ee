/** The dashboard's JSON API (/dashboard/api), with the session's CSRF token on every change. */

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, message: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

let csrfToken = '';
let onSignedOut: () => void = () => {};

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Called when the server says the session ended (401), so the app can show the sign-in form. */
export function onSessionEnded(handler: () => void): void {
  onSignedOut = handler;
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/dashboard/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('ENETWORK', 'The server could not be reached. Check your connection and try again.', 0);
  }
  const envelope = (await response.json().catch(() => ({}))) as { data?: T; error?: string; message?: string };
  if (!response.ok) {
    const error = new ApiError(envelope.error ?? 'EINTERNAL', envelope.message ?? `The server answered ${response.status}.`, response.status);
    if (response.status === 401 && !path.startsWith('/auth/')) onSignedOut();
    throw error;
  }
  return envelope.data as T;
}

export interface Account {
  id: string;
  email: string;
}

export interface SessionInfo {
  account: Account;
  csrf_token: string;
}

/** Developers read; admins also change apps and their secrets; owners also manage members (server/src/dashboard/roles.ts). */
export type Role = 'owner' | 'admin' | 'developer';
export const ROLES: readonly Role[] = ['owner', 'admin', 'developer'];
const RANK: Record<Role, number> = { developer: 0, admin: 1, owner: 2 };
export const atLeast = (role: Role, needed: Role): boolean => RANK[role] >= RANK[needed];

export interface Organization {
  id: string;
  name: string;
  role: Role;
  app_count: number;
  created_at: string;
}

export interface AppSummary {
  id: string;
  name: string;
  public_key: string;
  platforms: string[];
  created_at: string;
}

export interface Member {
  account_id: string;
  email: string;
  role: Role;
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  expires_at: string;
  /** Only in the answer to inviting, on a server that sends no e-mail: the link to hand over, shown once. */
  accept_url?: string;
}

/** What an invitation link offers the signed-in account. */
export interface ReceivedInvitation extends Invitation {
  organization_id: string;
  organization_name: string;
  invited_by: string | null;
}

export interface OrganizationDetail {
  id: string;
  name: string;
  role: Role;
  apps: AppSummary[];
  members: Member[];
  /** Pending; empty for developers. */
  invitations: Invitation[];
}

export interface Integration {
  platform: string;
  settings: Record<string, string>;
  secret_fields_set: string[];
  updated_at: string;
}

export interface AppDetail extends AppSummary {
  organization_id: string;
  organization_name: string;
  /** The signed-in account's role in the app's organization. */
  role: Role;
  deezer_state: string;
  redirect_urls: string[];
  /** Web origins whose pages may call the public-key routes (CORS); empty: any origin. */
  allowed_origins: string[];
  /** The listed browser extensions may link users through the app with the browser's own web-auth redirect. */
  extension_linking: boolean;
  /** Chrome extension ids and Firefox add-on ids that may link. */
  extension_ids: string[];
  webhook_url: string | null;
  webhook_secret_set: boolean;
  public_key_rotated_at: string | null;
  private_key_rotated_at: string | null;
  callback_urls: { platform: string; url: string }[];
  integrations: Integration[];
}

export interface PlatformFields {
  platform: string;
  fields: { name: string; secret: boolean; optional: boolean }[];
}

export interface Meta {
  public_url: string;
  sandbox: boolean;
  /** Sandbox mode: the organization every account owns (where the sandbox app is). */
  sandbox_organization: string | null;
  /** A track link per platform for the first-request example. */
  example_links: Record<string, string>;
  /** `email`: the server sends reset links; `operator`: the operator makes one with the CLI. */
  password_reset: 'email' | 'operator';
  signup: 'open' | 'invite';
  password: { min: number; max: number };
  platforms: PlatformFields[];
}

export interface UsagePoint {
  at: string;
  conversions: number;
  tasks: number;
  errors: number;
}

export interface UsageReport {
  range: string;
  bucket: 'hour' | 'day';
  points: UsagePoint[];
  totals: { conversions: number; tasks: number; errors: number };
  errorsByCode: { code: string; count: number }[];
}

export interface TaskSummary {
  id: string;
  url: string;
  title: string;
  target_platform: string;
  status: string;
  created_at: string;
  error: { code: string; message: string } | null;
  omitted: { platform: string; title: string; artists: string[]; url: string; reason: string }[];
}

/** One library transfer of the app (GET /apps/:id/transfers): counts only, never items. */
export interface TransferSummary {
  id: string;
  user_id: string;
  from: string;
  to: string;
  status: 'pending' | 'waiting_for_quota' | 'completed' | 'failed';
  step: string;
  created_at: string;
  finished_at: string | null;
  counts: { total: number; added: number; already_there: number; left_out: number };
  error: { code: string; message: string } | null;
}

/** One sync of the app (GET /apps/:id/syncs), as the API answers it: its last run's counts, never the history. */
export type { Sync } from '@segue/core/schemas';

/** One attempt to deliver a webhook event (GET /apps/:id/webhook/deliveries). */
export interface WebhookDelivery {
  id: string;
  webhook_id: string;
  event: string;
  attempt: number;
  url: string | null;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  next_attempt_at: string | null;
  attempted_at: string;
}
