/**
 * What the embedded PostgreSQL recorded about its last stop, read from its cluster's
 * control file (global/pg_control: ControlFileData, `state` is the int32 after the 8-byte
 * system identifier and the two uint32 versions). "shut down" means the database was closed
 * cleanly; "in production" after the process has exited means it was not, and the next
 * start replays the write-ahead log (crash recovery).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clusterDirOf } from '../../server/db/embedded-postgres.ts';

const STATE_OFFSET = 16;
/** PostgreSQL's DBState enum (src/include/catalog/pg_control.h). */
const STATES = [
  'starting up',
  'shut down',
  'shut down in recovery',
  'shutting down',
  'in crash recovery',
  'in archive recovery',
  'in production',
] as const;
export type ClusterState = (typeof STATES)[number];

/** The state of the embedded PostgreSQL a server keeps in `dataDir` (its DATA_DIR). */
export function clusterState(dataDir: string): ClusterState {
  const control = readFileSync(path.join(clusterDirOf(dataDir), 'global', 'pg_control'));
  const state = STATES[control.readInt32LE(STATE_OFFSET)];
  if (!state) throw new Error(`Unknown pg_control state ${control.readInt32LE(STATE_OFFSET)}`);
  return state;
}
