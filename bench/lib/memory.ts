/**
 * Resident memory of the server and of its PostgreSQL processes, from /proc (Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clusterDirOf } from '../../server/db/embedded-postgres.ts';

/** The kB fields of /proc/<pid>/status (VmRSS, RssAnon, RssFile, RssShmem, ...). */
function statusKb(pid: number): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const match of readFileSync(`/proc/${pid}/status`, 'utf8').matchAll(
    /^(\w+):\s+(\d+) kB$/gm,
  )) {
    fields[match[1]!] = Number(match[2]);
  }
  return fields;
}

/** A process's resident memory in MB. */
export function rssMb(pid: number): number {
  const rss = statusKb(pid).VmRSS;
  if (rss === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return rss / 1024;
}

/** The kB fields of /proc/<pid>/smaps_rollup (Pss, Pss_Shmem, ...). */
function rollupKb(pid: number): Record<string, number> {
  const fields: Record<string, number> = {};
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  for (const match of text.matchAll(/^(\w+):\s+(\d+) kB$/gm)) fields[match[1]!] = Number(match[2]);
  return fields;
}

/** The postmaster of DATA_DIR's embedded PostgreSQL and its children (none when it is not running). */
export function embeddedPostgresPids(dataDir: string): number[] {
  let postmaster: number;
  try {
    const pidFile = path.join(clusterDirOf(dataDir), 'postmaster.pid');
    postmaster = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
  } catch {
    return [];
  }
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent pid is the second field after the command's closing parenthesis.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export interface ServerMemory {
  /** The server process's RSS, MB. */
  nodeMb: number;
  /**
   * The PostgreSQL processes' RSS, MB, their shared memory (shared buffers) counted once: the
   * private and file-backed pages of each, plus the shared pages split among the processes
   * that map them (Pss_Shmem), which add up to each page once.
   */
  postgresMb: number;
  postgresProcesses: number;
  /** Everything counted once (the sum of Pss), MB: file-backed pages too split among sharers. */
  pssMb: number;
}

export function serverMemory(serverPid: number, dataDir: string): ServerMemory {
  const pids = embeddedPostgresPids(dataDir);
  let postgresKb = 0;
  let pssKb = rollupKb(serverPid).Pss ?? 0;
  let counted = 0;
  for (const pid of pids) {
    let status: Record<string, number>;
    let rollup: Record<string, number>;
    try {
      status = statusKb(pid);
      rollup = rollupKb(pid);
    } catch {
      continue; // a backend that exited meanwhile
    }
    postgresKb += (status.RssAnon ?? 0) + (status.RssFile ?? 0) + (rollup.Pss_Shmem ?? 0);
    pssKb += rollup.Pss ?? 0;
    counted += 1;
  }
  return {
    nodeMb: rssMb(serverPid),
    postgresMb: postgresKb / 1024,
    postgresProcesses: counted,
    pssMb: pssKb / 1024,
  };
}
