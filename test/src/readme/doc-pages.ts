import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { codeBlocks, type CodeBlock } from './readme-blocks';

/** A Markdown page of the user documentation, by its path from the repository's root. */
export interface DocPage {
  file: string;
  blocks: CodeBlock[];
}

/**
 * The pages whose examples are checked: the root README and every page in `docs/` (found by
 * listing the folder, so a new page is covered the day it is added), in that order.
 */
export async function docPageFiles(root: string): Promise<string[]> {
  const docs = (await readdir(path.join(root, 'docs'))).filter((name) => name.endsWith('.md')).sort();
  return ['README.md', ...docs.map((name) => `docs/${name}`)];
}

export async function readDocPages(root: string): Promise<DocPage[]> {
  const files = await docPageFiles(root);
  return Promise.all(files.map(async (file) => ({ file, blocks: codeBlocks(await readFile(path.join(root, file), 'utf8')) })));
}
