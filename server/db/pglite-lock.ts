/**
 * PGlite's data directory belongs to one process at a time: the server that opens it writes
 * its pid into DATA_DIR/pglite.lock and removes the file once the database is closed. A
 * second server refuses to start on it, and `npm run db:backup` / `db:restore` refuse to
 * touch it while its holder runs (decision 076). A file left by a process that died (kill
 * -9, power loss) names a pid that no longer runs and is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the server keeps PGlite's files inside DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding DATA_DIR's PGlite, or null. */
export function pgliteHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFileOf(dataDir), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isRunning(pid) ? pid : null;
}

export class PgliteInUseError extends Error {
  override name = 'PgliteInUseError';
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${pgliteDirOf(dataDir)} is in use by process ${pid} (a running server): stop it first.`,
    );
  }
}

/** Takes DATA_DIR's PGlite for this process; returns the release. Throws if another holds it. */
export function lockPglite(dataDir: string): () => void {
  const holder = pgliteHolder(dataDir);
  if (holder !== null) throw new PgliteInUseError(dataDir, holder);
  const file = lockFileOf(dataDir);
  writeFileSync(file, String(process.pid));
  return () => {
    if (pgliteHolder(dataDir) === null) rmSync(file, { force: true });
  };
}
