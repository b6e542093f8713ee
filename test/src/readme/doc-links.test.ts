import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server-process';
import { docPageFiles } from './doc-pages';

/** The relative link targets of a Markdown page (`[text](target)`, `![alt](target)`), without their anchor. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^ {0,3}(`{3,})[^\n]*\n[\s\S]*?^ {0,3}\1\s*$/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
}

const files = await docPageFiles(ROOT);

describe('the README and the docs pages', () => {
  it('the README links every page of docs/', async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    const linked = new Set(relativeLinks(readme).map((target) => path.normalize(target)));
    const unlinked = files.filter((file) => file.startsWith('docs/') && !linked.has(file));
    expect(unlinked, 'docs pages the README does not link').toEqual([]);
  });

  it('the README stays a page a newcomer reads in ten minutes', async () => {
    const lines = (await readFile(path.join(ROOT, 'README.md'), 'utf8')).split('\n').length;
    expect(lines).toBeLessThanOrEqual(220);
  });

  it.each(files)('every relative link of %s points at a file that exists', async (file) => {
    const text = await readFile(path.join(ROOT, file), 'utf8');
    const missing = relativeLinks(text)
      .map((target) => path.relative(ROOT, path.resolve(ROOT, path.dirname(file), decodeURI(target))))
      .filter((target) => !existsSync(path.join(ROOT, target)));
    expect(missing).toEqual([]);
  });
});
