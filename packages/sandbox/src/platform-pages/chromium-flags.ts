/** The flags as one would type them in a POSIX shell: values with spaces or commas single-quoted. */
export function shellChromiumFlags(flags: readonly string[]): string {
  return flags
    .map((flag) => {
      const at = flag.indexOf('=');
      if (at < 0 || !/[\s,]/.test(flag)) return flag;
      return `${flag.slice(0, at + 1)}'${flag.slice(at + 1).replace(/'/g, `'\\''`)}'`;
    })
    .join(' ');
}
