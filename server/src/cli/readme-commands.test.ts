import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_KEYS } from '@segue/core';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from './run-cli';

/** The CLI's page of the documentation, which lists every command. */
const CLI_PAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/cli.md');

/** Every command that runs something, as typed after `segue` (`apps webhook set`). */
function leafCommands(command: Command, prefix: string[] = []): string[] {
  return command.commands.flatMap((sub) => {
    const words = [...prefix, sub.name()];
    return sub.commands.length > 0 ? leafCommands(sub, words) : [words.join(' ')];
  });
}

/** The `./segue …` lines of docs/cli.md, before its `segue doctor` section. */
async function cliPageLines(): Promise<string[]> {
  const text = await readFile(CLI_PAGE, 'utf8');
  const start = text.indexOf('# The `segue` CLI');
  const end = text.indexOf('\n## ', start + 1);
  return text
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('./segue '));
}

/** The command words of a line: up to the first argument, option or comment. */
const commandOf = (line: string) => {
  const words: string[] = [];
  for (const word of line.slice('./segue '.length).split(/\s+/)) {
    if (!/^[a-z][a-z-]*$/.test(word)) break;
    words.push(word);
  }
  return words.join(' ');
};

describe("docs/cli.md's list of CLI commands", () => {
  const program = buildProgram({ env: {}, stdout: { write: () => true }, stderr: { write: () => true }, exitCode: 0 });

  it("names every command of commander's tree, and none it lacks", async () => {
    const listed = new Set((await cliPageLines()).map(commandOf));
    expect([...listed].sort()).toEqual([...new Set(leafCommands(program))].sort());
  });

  it('shows `integrations set` for every platform', async () => {
    const lines = await cliPageLines();
    for (const platform of PLATFORM_KEYS) {
      expect(lines.some((line) => line.startsWith(`./segue integrations set <appId> ${platform}`)), platform).toBe(true);
    }
  });
});
