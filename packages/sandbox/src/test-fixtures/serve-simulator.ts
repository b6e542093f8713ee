import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Catalog } from '../catalog/model';
import type { FaultResponder, PlatformSimulator, SimulatorFactory } from '../simulator';

export interface ServedSimulator {
  simulator: PlatformSimulator;
  url(server: string): string;
  /** Moves the simulator's clock. */
  setNow(ms: number): void;
  close(): Promise<void>;
}

/**
 * Serves one simulator's hosts on loopback ports for a test, the way the sandbox does, plus a
 * `faults` host whose paths call the simulator's FaultResponder (`/rate-limited`, `/server-error`,
 * `/malformed`) so tests can see each platform's fault bodies on the wire.
 */
export async function serveSimulator(
  factory: SimulatorFactory,
  catalog: Catalog,
  hosts: readonly string[],
): Promise<ServedSimulator> {
  let now = Date.parse('2026-11-23T12:00:00Z');
  let seed = 42;
  const listeners = new Map<string, RequestListener>();
  const servers = new Map<string, Server>();
  for (const name of [...hosts, 'faults']) {
    const server = createServer((req, res) => {
      const listener = listeners.get(name);
      if (listener) listener(req, res);
      else res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.set(name, server);
  }
  const url = (name: string): string => {
    const server = servers.get(name);
    if (!server) throw new Error(`no server named ${name}`);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const simulator = await factory({
    catalog,
    url,
    random: () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed / 0x1_0000_0000;
    },
    now: () => now,
  });
  for (const [name, listener] of Object.entries(simulator.servers)) listeners.set(name, listener);
  listeners.set('faults', faultListener(simulator.faults));
  return {
    simulator,
    url,
    setNow: (ms) => {
      now = ms;
    },
    close: async () => {
      await Promise.all(
        [...servers.values()].map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections();
            }),
        ),
      );
    },
  };
}

function faultListener(faults: FaultResponder): RequestListener {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/rate-limited') faults.rateLimited(req, res, 7);
    else if (path === '/server-error') faults.serverError(req, res);
    else if (path === '/malformed') faults.malformed(req, res);
    else res.writeHead(404).end();
  };
}
