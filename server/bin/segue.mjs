#!/usr/bin/env node
// `segue` (`./segue …` from the repository's root, or `pnpm segue …`): the CLI's bundle, rebuilt first when its sources changed.
import { ensureBuilt } from './ensure-built.mjs';

await import(await ensureBuilt('cli'));
