/// <reference types="node" />
// The matcher of another commit, for benches that time it side by side with this one: the
// commit's `packages/core/src` is extracted once under node_modules/.cache (where its imports
// resolve to this package's dependencies) and its findBestMatch loaded from there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { findBestMatch } from '../src/matching/find-best-match';

const CORE = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export async function baselineMatcher(ref: string): Promise<{ sha: string; findBestMatch: typeof findBestMatch }> {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: CORE }).toString().trim();
  const dir = path.join(CORE, 'node_modules', '.cache', 'baseline-matcher', sha);
  if (!existsSync(path.join(dir, 'packages'))) {
    mkdirSync(dir, { recursive: true });
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: CORE }).toString().trim();
    const tar = execFileSync('git', ['archive', '--format=tar', sha, 'packages/core/src'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  const module = (await import(path.join(dir, 'packages/core/src/matching/find-best-match.ts'))) as { findBestMatch: typeof findBestMatch };
  return { sha, findBestMatch: module.findBestMatch };
}
