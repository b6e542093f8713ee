import { describe, expect, it } from 'vitest';
import { callsApi, codeBlocks, isMarked } from './readme-blocks';

describe('README code blocks', () => {
  it('reads fences with their language and flags, and tells API calls apart', () => {
    const md = ['# t', '```sh sandbox-run', 'curl -X POST http://h/v1/entity/convert \\', "  -d '{}'", '```', '```sh', 'pnpm start', '```', '```ts', "import { x } from '@segue/client';", '```'].join('\n');
    const blocks = codeBlocks(md);
    expect(blocks.map((b) => [b.line, b.lang, b.flags])).toEqual([[2, 'sh', ['sandbox-run']], [6, 'sh', []], [9, 'ts', []]]);
    expect(blocks.map(callsApi)).toEqual([true, false, true]);
    expect(blocks.map(isMarked)).toEqual([true, false, false]);
  });

  it('reads a fence indented inside a list item, without its indent', () => {
    const md = ['1. Convert:', '', '   ```sh sandbox-run', '   curl -X POST http://h/v1/entity/convert \\', "     -d '{}'", '   ```', '', '2. Done'].join('\n');
    const [block] = codeBlocks(md);
    expect(block).toMatchObject({ line: 3, lang: 'sh', flags: ['sandbox-run'] });
    expect(block!.code).toBe("curl -X POST http://h/v1/entity/convert \\\n  -d '{}'");
    expect(callsApi(block!)).toBe(true);
  });
});
