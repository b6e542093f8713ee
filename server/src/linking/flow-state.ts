import type { PlatformKey } from '@segue/core';
import { z } from 'zod';
import type { SecretBox } from '../crypto/secret-box';

const PREFIX = 's1.';

const payloadSchema = z.object({ f: z.uuid(), a: z.uuid(), p: z.string(), e: z.number().int() });

export interface FlowStatePayload {
  flowId: string;
  appId: string;
  platform: PlatformKey | string;
  /** Unix milliseconds after which the state is refused. */
  expiresAt: number;
}

export type OpenedState = { ok: true; payload: FlowStatePayload } | { ok: false; problem: 'malformed' | 'tampered' };

/**
 * The OAuth `state` of one linking flow: flow id, app, platform and expiry, sealed with the
 * server's AES-256-GCM secret box. GCM authenticates as well as hides, so a state that was
 * altered, or made by anyone without the server key, fails to open; single use and the redirect
 * URL live in the flow's database row, which the callback deletes as it reads it.
 */
export function sealFlowState(box: SecretBox, payload: FlowStatePayload): string {
  const sealed = box.sealJson({ f: payload.flowId, a: payload.appId, p: payload.platform, e: payload.expiresAt });
  return PREFIX + sealed.toString('base64url');
}

export function openFlowState(box: SecretBox, state: string): OpenedState {
  if (!state.startsWith(PREFIX) || !/^[A-Za-z0-9_-]+$/.test(state.slice(PREFIX.length))) return { ok: false, problem: 'malformed' };
  const body = state.slice(PREFIX.length);
  const bytes = Buffer.from(body, 'base64url');
  // Base64 ignores a final character's spare bits: accept only the one canonical spelling.
  if (bytes.toString('base64url') !== body) return { ok: false, problem: 'malformed' };
  let value: unknown;
  try {
    value = box.openJson(bytes);
  } catch {
    return { ok: false, problem: 'tampered' };
  }
  const parsed = payloadSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: 'tampered' };
  return { ok: true, payload: { flowId: parsed.data.f, appId: parsed.data.a, platform: parsed.data.p, expiresAt: parsed.data.e } };
}
