#!/usr/bin/env node
// `segue` (`pnpm segue …`): the CLI's bundle, rebuilt first when its sources changed.
import { ensureBuilt } from './ensure-built.mjs';

await import(await ensureBuilt('cli'));
