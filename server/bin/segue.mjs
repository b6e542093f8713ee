#!/usr/bin/env node
// `segue` (`./segue …` from the repository's root, or `pnpm segue …`): the CLI's bundle, rebuilt first when its sources changed.
import module from 'node:module';
import { ensureBuilt } from './ensure-built.mjs';

// Node 22.1+ keeps V8's compiled code of the bundle between runs (compiling it is the largest
// part of a command's CPU time in a profile);
// Node 20 has no such cache and goes on without it.
module.enableCompileCache?.();

await import(await ensureBuilt('cli'));
