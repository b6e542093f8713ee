import type { PlatformKey } from '@segue/core';
import { expect, it } from 'vitest';
import { PlatformError, type PlatformErrorCode } from '../../../src/errors/platform-error';
import type { PlatformSandbox } from './platform-sandbox';

/** The error code a call ends with (fails the test when it succeeds or throws something else). */
export async function errorCode(call: Promise<unknown>): Promise<PlatformErrorCode> {
  const error: unknown = await call.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  if (error instanceof PlatformError) return error.code;
  throw error;
}

/**
 * The 429/5xx/malformed cases every adapter must pass, on the sandbox's fault injection: a share
 * of faults is absorbed by retries, a platform that always fails ends in the right code.
 */
export function faultCases(platform: PlatformKey, env: () => PlatformSandbox, call: () => Promise<unknown>): void {
  const faulty = async (faults: Parameters<PlatformSandbox['sandbox']['setFaults']>[1], run: () => Promise<void>) => {
    env().sandbox.setFaults(platform, faults);
    try {
      await run();
    } finally {
      env().sandbox.setFaults(platform, null);
    }
  };

  it('retries through occasional 429s and 5xx', async () => {
    await faulty({ rateLimitedRate: 0.3, errorRate: 0.2 }, async () => {
      for (let i = 0; i < 8; i++) await call();
      const faults = env().sandbox.stats().platforms[platform].faults;
      expect(faults.rateLimited + faults.serverError).toBeGreaterThan(0);
    });
  });

  it('ends in rate_limited when every attempt is refused with 429', async () => {
    await faulty({ rateLimitedRate: 1 }, async () => {
      expect(await errorCode(call())).toBe('rate_limited');
    });
  });

  it('ends in unavailable when the platform keeps answering 5xx', async () => {
    await faulty({ errorRate: 1 }, async () => {
      expect(await errorCode(call())).toBe('unavailable');
    });
  });

  it('ends in bad_response when every body is malformed', async () => {
    await faulty({ malformedRate: 1 }, async () => {
      expect(await errorCode(call())).toBe('bad_response');
    });
  });
}
