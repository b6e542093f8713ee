import type { AppKeys, SegueEnv } from '../../reliability/support/segue-env';

export interface HostileContext {
  /** Base URL of the server under attack. */
  base: string;
  env: SegueEnv;
  /** A and B: two apps for confusion checks; C: an app the fuzzer may rotate the keys of. */
  apps: { a: AppKeys; b: AppKeys; c: AppKeys };
  /** A loopback listener no request from the server may ever reach. */
  canary: { url: string; hits: () => string[] };
}
