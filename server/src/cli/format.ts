/** Two-column "label: value" lines for human output, aligned. */
export function fields(rows: [string, string | undefined | null][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return rows.map(([label, value]) => `  ${`${label}:`.padEnd(width + 1)}${value ?? '-'}`).join('\n');
}

/** A plain table with a header row; columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  if (rows.length === 0) return '(none)';
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
