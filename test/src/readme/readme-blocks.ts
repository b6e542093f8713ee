/** The fenced code blocks of a Markdown file, with what their info string marks them as. */
export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  flags: string[];
  code: string;
}

export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    // A fence may be indented up to three spaces (inside a list item); its lines lose that indent.
    const open = /^( {0,3})(`{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]!);
    if (open === null) continue;
    const indent = open[1]!.length;
    const end = lines.findIndex((text, j) => j > i && text.trim() === open[2]);
    const close = end === -1 ? lines.length : end;
    const code = lines.slice(i + 1, close).map((text) => text.replace(new RegExp(`^ {0,${indent}}`), ''));
    blocks.push({ line: i + 1, lang: open[3]!, flags: open[4]!.split(/\s+/).filter(Boolean), code: code.join('\n') });
    i = close;
  }
  return blocks;
}

/** A block that calls the API: curl to a `/v1/` route, or code using `@segue/client`. */
export const callsApi = (block: CodeBlock) => /\bcurl\b[^\n]*(?:\\\n[^\n]*)*\/v1\//.test(block.code) || /@segue\/client/.test(block.code);

export const isMarked = (block: CodeBlock) => block.flags.includes('sandbox-run') || block.flags.includes('sandbox-skip');
export const isRunnable = (block: CodeBlock) => block.flags.includes('sandbox-run');
