import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../crypto/secret-box';
import { openFlowState, sealFlowState } from './flow-state';

const box = createSecretBox(randomBytes(32));
const payload = { flowId: randomUUID(), appId: randomUUID(), platform: 'spotify', expiresAt: 1_800_000_000_000 };

describe('flow state', () => {
  it('opens what it sealed, and is URL-safe', () => {
    const state = sealFlowState(box, payload);
    expect(state).toMatch(/^s1\.[A-Za-z0-9_-]+$/);
    expect(openFlowState(box, state)).toEqual({ ok: true, payload });
  });

  it('refuses any altered character, another server key, and garbage', () => {
    const state = sealFlowState(box, payload);
    for (const index of [3, 20, state.length - 1]) {
      const flipped = state.slice(0, index) + (state[index] === 'A' ? 'B' : 'A') + state.slice(index + 1);
      expect(openFlowState(box, flipped).ok).toBe(false);
    }
    expect(openFlowState(createSecretBox(randomBytes(32)), state)).toEqual({ ok: false, problem: 'tampered' });
    expect(openFlowState(box, 'not-a-state')).toEqual({ ok: false, problem: 'malformed' });
    expect(openFlowState(box, 's1.%%%')).toEqual({ ok: false, problem: 'malformed' });
  });

  it('refuses a sealed value that is not a flow state', () => {
    const other = `s1.${box.sealJson({ hello: 'world' }).toString('base64url')}`;
    expect(openFlowState(box, other)).toEqual({ ok: false, problem: 'tampered' });
  });
});
