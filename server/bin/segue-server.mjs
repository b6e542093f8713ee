#!/usr/bin/env node
// `pnpm start` / `pnpm worker`: the server's bundle, rebuilt first when its sources changed.
import { ensureBuilt } from './ensure-built.mjs';

await import(await ensureBuilt('main'));
