/**
 * A data directory of the release before this one keeps its data (decision 128): its PGlite
 * database (the fixture is the demo that `npm run dev` of that release seeded, saved with
 * PGlite's dumpDataDir) stops the server with one line naming the import; `npm run
 * db:import-pglite` moves every row into the embedded PostgreSQL; the server then starts on
 * it and the demo's client signs in and reads her notes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../scripts/lib/build.ts';
import { createTestDatabase } from './lib/engines.ts';
import { startServerProcess } from './lib/server-process.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'pglite-demo.tar.gz');
const DEMO_CLIENT = { email: 'dana@acme.test', password: 'Demo-password-1' };

/** Rows per table of the application's schema. */
type Counts = Record<string, number>;

const COUNTS_SQL = `select table_name as name, (xpath('/row/c/text()',
  query_to_xml(format('select count(*) as c from public.%I', table_name), false, true, '')))[1]::text::int as rows
  from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.once('close', (status) => resolve({ status, output })),
  );
}

describe('a PGlite data directory of the previous release', () => {
  it('is refused at start, imported by npm run db:import-pglite, then served', async () => {
    const database = await createTestDatabase('embedded');
    const dataDir = database.env.DATA_DIR!;
    const tarball = new File([readFileSync(FIXTURE)], 'pglite.tar.gz');
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: tarball,
      extensions: { pg_trgm },
    });
    const counted = await pglite.query<{ name: string; rows: number }>(COUNTS_SQL);
    const before: Counts = Object.fromEntries(counted.rows.map((t) => [t.name, t.rows]));
    await pglite.close();
    expect(before.users).toBe(3);

    const refused = await run('dist/current/server/main.js', database.env);
    expect(refused.status).toBe(1);
    expect(refused.output.trim()).toBe(
      `${path.join(dataDir, 'pglite')} holds a database of an earlier release (PGlite): run \`npm run db:import-pglite\` to move it into PostgreSQL, then start again.`,
    );

    const imported = await run('scripts/db-import-pglite.ts', database.env);
    expect(imported.status, imported.output).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.imported-'))).toBe(true);

    const handle = await database.open();
    let after: Counts;
    try {
      const result = await handle.db.execute<{ name: string; rows: number }>(sql.raw(COUNTS_SQL));
      after = Object.fromEntries(
        (result as { rows: { name: string; rows: number }[] }).rows.map((t) => [t.name, t.rows]),
      );
    } finally {
      await handle.close();
    }
    // Every table of that release with every row; the tables since start empty.
    for (const [table, rows] of Object.entries(before)) expect(after[table], table).toBe(rows);

    // Not NODE_ENV=test, whose cheap password hashing cannot read the demo's scrypt hashes.
    const server = await startServerProcess({
      name: 'imported',
      env: { ...database.env, NODE_ENV: 'development' },
    });
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(DEMO_CLIENT),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const projects = (await (
      await fetch(`${server.url}/api/user/projects`, { headers: { cookie } })
    ).json()) as { id: number; name: string }[];
    const acme = projects.find((project) => project.name === 'Acme Holdings');
    expect(acme).toBeDefined();
    const notes = await fetch(`${server.url}/api/notes?projectId=${acme!.id}`, {
      headers: { cookie },
    });
    expect(notes.status).toBe(200);
    // The demo's two notes on Acme Holdings.
    expect((await notes.json()) as unknown[]).toHaveLength(2);
    await server.stop();
  });
});
