/**
 * Backup and restore (decision 076): rows in every table (through the API and the
 * test factories), `npm run db:backup`, the database wiped, `npm run db:restore`, and every
 * row is back (per-table row counts and a checksum of the rows), on the embedded PostgreSQL
 * and a DATABASE_URL one.
 * The restore refuses while a server holds the database, and without --yes when there is no
 * terminal to ask on; a session made before the backup works after the restore.
 * The scripts run with no pg_dump or psql on PATH (decision 128); a backup taken
 * while a server writes restores one consistent moment, whose users sign in and whose
 * sequences go on; and the dump format round-trips awkward values on its own tables.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, getTableName, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BackupError, dumpDatabase, loadDatabase } from '../scripts/lib/logical-backup.ts';
import { contactPayload } from '../server/modules/contact/testing.ts';
import { connectSandbox } from '../server/modules/google-ads/testing.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import { createTestApp } from '../server/testing/app.ts';
import {
  createAdmin,
  createAnalyst,
  createMember,
  createProject,
  sessionCookieOf,
  TEST_PASSWORD,
} from '../server/testing/factories.ts';
import { REPORT_DRAFT_QUEUE } from '../server/modules/reports/index.ts';
import { pdfBytes, storeDeliverable } from '../server/modules/deliverables/testing.ts';
import { ENGINES, createTestDatabase, type TestDatabase } from './lib/engines.ts';
import {
  RESILIENCE_ADMIN_EMAIL,
  RESILIENCE_AUTH_SECRET,
  SECOND_PORT_RANGE,
  startServerProcess,
  type ServerProcess,
} from './lib/server-process.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** Every table of the schema, by its SQL name. */
const TABLES = Object.values(schema)
  .filter(
    (value) =>
      typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
  )
  .map((table) => getTableName(table as Parameters<typeof getTableName>[0]))
  .sort();

/** Row count and an md5 of all rows (as text, in a fixed order) per table. */
async function snapshot(handle: DatabaseHandle) {
  const result: Record<string, { rows: number; checksum: string | null }> = {};
  for (const table of TABLES) {
    const answer: unknown = await handle.db.execute(
      sql.raw(
        `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as checksum from "${table}" t`,
      ),
    );
    result[table] = (answer as { rows: { rows: number; checksum: string | null }[] }).rows[0]!;
  }
  return result;
}

/** Rows in every table: through the API where the API writes them, else straight in. */
async function seed(database: TestDatabase) {
  const handle = await database.open();
  await handle.migrate();
  const ctx = await createTestApp(
    { AUTH_SECRET: RESILIENCE_AUTH_SECRET, ADMIN_EMAILS: RESILIENCE_ADMIN_EMAIL },
    { database: handle },
  );
  try {
    const { app } = ctx;
    const admin = await createAdmin(app);
    const project = await createProject(app);
    const member = await createMember(app, project);
    const invited = await app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/invitations`,
      headers: admin.headers,
      payload: { email: `invitee@${project.allowedDomains[0]}`, role: 'viewer' },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await app.inject({ method: 'POST', url, headers: member.headers, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    };
    await post('/api/metrics', {
      projectId: project.id,
      industry: 'b2c',
      trailingTwelveMonthRevenue: '1250000.50',
    });
    // Its initial report's draft (which moves the stage to AI analysis).
    await app.jobs.runDue(REPORT_DRAFT_QUEUE);
    await post('/api/notes', { projectId: project.id, content: 'Backed-up note ✓ “quotes”' });
    await post('/api/contact', contactPayload());
    await post('/api/fivetran/create-connector', { projectId: project.id, platform: 'google' });
    await connectSandbox(app, member);
    const accounts = await app.inject({
      method: 'GET',
      url: '/api/google-ads/accounts',
      headers: member.headers,
    });
    const [account] = accounts.json<{ id: string }[]>();
    const chosen = await app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/google-ads-accounts`,
      headers: member.headers,
      payload: { accountIds: [account!.id] },
    });
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    await createAnalyst(app, [project]);
    const moved = await app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/stage`,
      headers: admin.headers,
      payload: { stage: 'diligence_report_delivery', message: 'Backed-up message' },
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    await storeDeliverable(app, {
      projectId: project.id,
      fileName: 'Backed-up report.pdf',
      content: pdfBytes('backup'),
      uploader: { userId: admin.userId, email: admin.email },
    });
    // Written only by a language model's call (counted against its daily cap), a read of the
    // data warehouse (its months, made up here), Google sign-in
    // (OAuth state), a sign-in limit's counter, and HubSpot's daily limit (a pause of the CRM
    // sync).
    const [connector] = await app.database.db
      .select()
      .from(schema.dataConnectors)
      .where(eq(schema.dataConnectors.projectId, project.id));
    await app.database.db.insert(schema.channelSnapshots).values({
      projectId: project.id,
      connectorId: connector!.connectorId,
      platform: connector!.platform,
      source: 'sandbox',
      months: [
        {
          month: '2026-11',
          currency: 'USD',
          spend: 1234.5,
          impressions: 10_000,
          clicks: 300,
          conversions: 12,
          conversionValue: 4000,
        },
      ],
      dataAsOf: new Date(),
      refreshedAt: new Date(),
    });
    await app.database.db
      .insert(schema.reportModelCalls)
      .values({ projectId: project.id, day: '2026-12-07', calls: 2 });
    await app.database.db.insert(schema.authVerifications).values({
      id: 'verification-1',
      identifier: 'oauth-state',
      value: '{"backup":true}',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await app.database.db
      .insert(schema.rateLimits)
      .values({ key: 'sign-in:ip:10.0.0.1', count: 3, resetAt: new Date(Date.now() + 60_000) });
    await app.database.db
      .insert(schema.crmSyncPauses)
      .values({ crm: 'hubspot', until: new Date(Date.now() + 3_600_000) });
    return {
      snapshot: await snapshot(ctx.database),
      cookie: member.cookie,
      email: member.email,
      projectId: project.id,
    };
  } finally {
    await ctx.close();
    await handle.close();
  }
}

/** This process's PATH less every directory with a pg_dump or psql in it (/usr/bin here). */
const PATH_WITHOUT_PG_TOOLS = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((dir) => !['pg_dump', 'psql'].some((tool) => existsSync(path.join(dir, tool))))
  .join(path.delimiter);

/** Runs a script as `npm run` would, with no pg_dump or psql to find; resolves when it exits. */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: projectRoot,
    env: { PATH: PATH_WITHOUT_PG_TOOLS, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}

async function wipe(database: TestDatabase) {
  const handle = await database.open();
  try {
    await handle.db.execute(
      sql.raw('DROP SCHEMA drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;'),
    );
  } finally {
    await handle.close();
  }
}

describe.each(ENGINES)('backup and restore on %s', (kind) => {
  it('brings back every row of every table', async () => {
    const database = await createTestDatabase(kind);
    const seeded = await seed(database);
    const emptyTables = Object.entries(seeded.snapshot).filter(([, table]) => table.rows === 0);
    expect(emptyTables, 'every table has rows').toEqual([]);

    const file = path.join(database.env.DATA_DIR!, 'backup.copy.gz');
    const backup = await runScript('scripts/db-backup.ts', [file], database.env);
    expect(backup.status, backup.output).toBe(0);

    await wipe(database);

    // A running server holds the database: the restore refuses and changes nothing.
    const server = await startServerProcess({
      name: `backup-${kind}`,
      ports: SECOND_PORT_RANGE,
      env: database.env,
    });
    const whileServing = await runScript('scripts/db-restore.ts', [file, '--yes'], database.env);
    await server.stop();
    expect(whileServing.status).toBe(1);
    expect(whileServing.output).toMatch(
      kind === 'postgres' ? /other connection\(s\)/ : /in use by process \d+ \(a running server\)/,
    );

    // No terminal to ask on and no --yes: refused.
    const unconfirmed = await runScript('scripts/db-restore.ts', [file], database.env);
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.output).toContain('without confirmation: pass --yes');

    const restore = await runScript('scripts/db-restore.ts', [file, '--yes'], database.env);
    expect(restore.status, restore.output).toBe(0);

    const handle = await database.open();
    let restored;
    try {
      restored = await snapshot(handle);
    } finally {
      await handle.close();
    }
    console.log(
      `backup and restore (${kind}): ${TABLES.length} tables, ` +
        `${Object.values(seeded.snapshot).reduce((sum, table) => sum + table.rows, 0)} rows backed up, ` +
        `${Object.values(restored).reduce((sum, table) => sum + table.rows, 0)} restored, ` +
        `checksums equal: ${JSON.stringify(restored) === JSON.stringify(seeded.snapshot)}`,
    );
    expect(restored).toEqual(seeded.snapshot);

    // The restored database serves: the session made before the backup is still valid.
    await server.restart();
    const session = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { cookie: seeded.cookie },
    });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(seeded.email);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await sleep(20);
  }
}

/** Notes POSTed one after another until stopped; `written`: those answered 201, in order. */
function writeNotes(server: ServerProcess, cookie: string, projectId: number) {
  const written: string[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const content = `Written during the backup ${i}`;
      const response = await fetch(`${server.url}/api/notes`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ projectId, content }),
      });
      expect(response.status, await response.text()).toBe(201);
      written.push(content);
    }
  })();
  return {
    written,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

describe('backup and restore on postgres without pg_dump', () => {
  it('backs up one moment while a server writes; the restored server signs users in and gives new rows fresh ids', async () => {
    const lookup = spawnSync('/bin/sh', ['-c', 'command -v pg_dump || command -v psql'], {
      env: { PATH: PATH_WITHOUT_PG_TOOLS },
    });
    expect(lookup.status, 'the scripts find no pg_dump or psql').not.toBe(0);

    const database = await createTestDatabase('postgres');
    const seeded = await seed(database);
    const server = await startServerProcess({
      name: 'backup-under-writes',
      ports: SECOND_PORT_RANGE,
      env: database.env,
    });
    const writer = writeNotes(server, seeded.cookie, seeded.projectId);
    await until(() => writer.written.length >= 5);
    const writtenBefore = writer.written.length;
    const file = path.join(database.env.DATA_DIR!, 'under-writes.copy.gz');
    const backup = await runScript('scripts/db-backup.ts', [file], database.env);
    const writtenBy = writer.written.length;
    await until(() => writer.written.length >= writtenBy + 3);
    await writer.stop();
    await server.stop();
    expect(backup.status, backup.output).toBe(0);
    console.log(`${backup.output.trim()}; ${writer.written.length} notes written meanwhile`);

    // Into the database as the server left it: the restore replaces it whole.
    const restore = await runScript('scripts/db-restore.ts', [file, '--yes'], database.env);
    expect(restore.status, restore.output).toBe(0);

    const handle = await database.open();
    let lastNoteId: number;
    try {
      const rows = async (query: string) => {
        const answer: unknown = await handle.db.execute(sql.raw(query));
        return (answer as { rows: { value: string }[] }).rows;
      };
      // One moment: the notes written meanwhile are a prefix of the writes, every one
      // answered before the backup started and none answered after it ended...
      const restored = (
        await rows(
          "select content as value from notes where content like 'Written during the backup %' order by id",
        )
      ).map((row) => row.value);
      expect(restored).toEqual(writer.written.slice(0, restored.length));
      expect(restored.length).toBeGreaterThanOrEqual(writtenBefore);
      expect(restored.length).toBeLessThanOrEqual(writtenBy);
      // ...and the project columns triggers derive from them agree: recomputing changes nothing.
      const projects = 'select p::text as value from projects p order by id';
      const stored = await rows(projects);
      await rows('select overview_refresh(array_agg(id))::text as value from projects');
      expect(await rows(projects)).toEqual(stored);
      lastNoteId = Number((await rows('select max(id)::text as value from notes'))[0]!.value);
    } finally {
      await handle.close();
    }

    await server.restart();
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeded.email, password: TEST_PASSWORD }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = sessionCookieOf(signIn.headers.getSetCookie());
    const note = await fetch(`${server.url}/api/notes`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: seeded.projectId, content: 'After the restore' }),
    });
    expect(note.status, await note.clone().text()).toBe(201);
    expect(((await note.json()) as { id: number }).id).toBeGreaterThan(lastNoteId);
  });
});

/** A drizzle migrations folder (meta/_journal.json and the SQL files) holding `migrations`. */
function migrationsFolder(dir: string, migrations: { tag: string; when: number; sql: string }[]) {
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const entries = migrations.map(({ tag, when }, idx) => ({
    idx,
    version: '7',
    when,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const { tag, sql: text } of migrations) writeFileSync(path.join(dir, `${tag}.sql`), text);
  return dir;
}

const TABLES_MIGRATION = {
  tag: '0000_tables',
  when: 1_700_000_000_000,
  sql: `CREATE TABLE parents (id serial PRIMARY KEY, name text NOT NULL);
--> statement-breakpoint
CREATE TABLE children (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id integer NOT NULL REFERENCES parents (id),
  body text,
  body_length integer GENERATED ALWAYS AS (length(body)) STORED,
  data bytea,
  doc jsonb,
  at timestamptz
);
--> statement-breakpoint
CREATE TABLE never_used (id serial PRIMARY KEY);
--> statement-breakpoint
CREATE TABLE lines (body text);
--> statement-breakpoint
CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'a trigger fired'; END $$;
--> statement-breakpoint
CREATE TRIGGER children_refuse BEFORE INSERT ON children FOR EACH ROW EXECUTE FUNCTION refuse();`,
};
const LATER_MIGRATION = {
  tag: '0001_later',
  when: 1_700_000_100_000,
  sql: 'CREATE TABLE later (id serial PRIMARY KEY);',
};

/** Values COPY's text format escapes, and `\.`, its end-of-data line. */
const AWKWARD = [
  'tab\there',
  'two\nlines',
  'cr\rlf',
  'back\\slash',
  '\\.',
  '.',
  '',
  null,
  'ünï ✓ “q”',
];

describe('the PostgreSQL backup format', () => {
  it('round-trips its own tables: values, keys and triggers off, only the backup migrations, sequences; a damaged file changes nothing', async () => {
    const database = await createTestDatabase('postgres');
    const url = database.env.DATABASE_URL!;
    const dir = database.env.DATA_DIR!;
    const first = migrationsFolder(path.join(dir, 'first'), [TABLES_MIGRATION]);
    const both = migrationsFolder(path.join(dir, 'both'), [TABLES_MIGRATION, LATER_MIGRATION]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: first });
      await client.query('SET session_replication_role = replica'); // past the refusing trigger
      await client.query("INSERT INTO parents (name) VALUES ('one'), ('two'), ('gone')");
      await client.query("DELETE FROM parents WHERE name = 'gone'"); // its id must not return
      for (const [i, body] of AWKWARD.entries()) {
        // One column: the row's line is the value itself (`\\.` for `\.`, empty for '').
        await client.query('INSERT INTO lines (body) VALUES ($1)', [body]);
        await client.query(
          'INSERT INTO children (parent_id, body, data, doc, at) VALUES ($1, $2, $3, $4, $5)',
          [
            1 + (i % 2),
            body,
            Buffer.from([0, i, 0xff, 0x5c]),
            { body },
            '2026-01-02 03:04:05.678901+00',
          ],
        );
      }
      await client.query('RESET session_replication_role');
      const contents = async () => {
        const result: Record<string, string[]> = {};
        for (const table of [
          'parents',
          'children',
          'lines',
          'never_used',
          'drizzle.__drizzle_migrations',
        ]) {
          const rows = await client.query<{ row: string }>(
            `select t::text as row from ${table} t order by t::text`,
          );
          result[table] = rows.rows.map((r) => r.row);
        }
        return result;
      };
      const before = await contents();

      const file = path.join(dir, 'small.copy.gz');
      const header = await dumpDatabase(url, file, { migrationsFolder: first });
      expect(header.migration.tag).toBe('0000_tables');
      expect(header.tables.map((t) => [t.name, t.rows, t.sequences])).toEqual([
        ['__drizzle_migrations', 1, { id: '2' }],
        ['children', AWKWARD.length, { id: String(AWKWARD.length + 1) }],
        ['lines', AWKWARD.length, {}],
        ['never_used', 0, { id: '1' }],
        ['parents', 2, { id: '4' }],
      ]);

      // Code that has a later migration restores to the backup's one; the server applies the
      // later one when it starts.
      await loadDatabase(url, file, { migrationsFolder: both });
      expect(await contents()).toEqual(before);
      const later = await client.query("select to_regclass('later') is null as missing");
      expect(later.rows[0]).toEqual({ missing: true });
      const next = await client.query<Record<string, string>>(
        "select nextval('parents_id_seq')::text as parents, nextval('children_id_seq')::text as children, nextval('never_used_id_seq')::text as never_used",
      );
      expect(next.rows[0]).toEqual({
        parents: '4',
        children: String(AWKWARD.length + 1),
        never_used: '1',
      });

      // A backup of a migration this code lacks is refused before anything changes.
      const other = migrationsFolder(path.join(dir, 'other'), [LATER_MIGRATION]);
      await expect(loadDatabase(url, file, { migrationsFolder: other })).rejects.toThrow(
        /made at migration 0000_tables, which this version of the application does not have/,
      );

      // A row missing from a table's data: the load fails after dropping the schemas, and
      // rolls all of it back.
      const text = gunzipSync(readFileSync(file)).toString('utf8');
      const damaged = path.join(dir, 'damaged.copy.gz');
      writeFileSync(damaged, gzipSync(text.replace(/^\d+\ttwo\n/m, '')));
      await expect(loadDatabase(url, damaged, { migrationsFolder: first })).rejects.toThrow(
        /damaged: 1 rows of public.parents where its header says 2/,
      );
      expect(await contents()).toEqual(before);

      // A file cut short: refused in one line, nothing changed either.
      const bytes = readFileSync(file);
      const truncated = path.join(dir, 'truncated.copy.gz');
      writeFileSync(truncated, bytes.subarray(0, bytes.length - 20));
      await expect(loadDatabase(url, truncated, { migrationsFolder: first })).rejects.toThrow(
        BackupError,
      );
      expect(await contents()).toEqual(before);
    } finally {
      await client.end();
    }
  });
});
