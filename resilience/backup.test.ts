/**
 * Reliability 5 (issue 11), backup and restore: rows in every table (through the API and the
 * test factories), `npm run db:backup`, the database wiped, `npm run db:restore`, and every
 * row is back (per-table row counts and a checksum of the rows), on PGlite and PostgreSQL.
 * The restore refuses while a server holds the database, and without --yes when there is no
 * terminal to ask on; a session made before the backup works after the restore.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactPayload } from '../server/modules/contact/testing.ts';
import { connectSandbox } from '../server/modules/google-ads/testing.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import { pgliteDirOf } from '../server/db/pglite-lock.ts';
import { createTestApp } from '../server/testing/app.ts';
import {
  createAdmin,
  createAnalyst,
  createMember,
  createProject,
} from '../server/testing/factories.ts';
import { pdfBytes, storeDeliverable } from '../server/modules/deliverables/testing.ts';
import { ENGINES, createTestDatabase, type TestDatabase } from './lib/engines.ts';
import {
  RESILIENCE_ADMIN_EMAIL,
  RESILIENCE_AUTH_SECRET,
  SECOND_PORT_RANGE,
  startServerProcess,
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
      payload: { stage: 'ai_analysis', message: 'Backed-up message' },
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    await storeDeliverable(app, {
      projectId: project.id,
      fileName: 'Backed-up report.pdf',
      content: pdfBytes('backup'),
      uploader: { userId: admin.userId, email: admin.email },
    });
    // Written only by Google sign-in (OAuth state), a sign-in limit's counter, and HubSpot's
    // daily limit (a pause of the CRM sync).
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
    return { snapshot: await snapshot(ctx.database), cookie: member.cookie, email: member.email };
  } finally {
    await ctx.close();
    await handle.close();
  }
}

function runScript(script: string, args: string[], env: Record<string, string>) {
  // Without V8's optimizing WebAssembly tier, as the suites' servers: a short-lived PGlite
  // process never repays it (docs/decisions/092).
  const result = spawnSync(process.execPath, ['--liftoff-only', script, ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function wipe(database: TestDatabase) {
  if (database.kind === 'pglite') {
    rmSync(pgliteDirOf(database.env.DATA_DIR!), { recursive: true, force: true });
    return;
  }
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

    const file = path.join(
      database.env.DATA_DIR!,
      `backup.${kind === 'pglite' ? 'tar.gz' : 'sql'}`,
    );
    const backup = runScript('scripts/db-backup.ts', [file], database.env);
    expect(backup.status, backup.output).toBe(0);

    await wipe(database);

    // A running server holds the database: the restore refuses and changes nothing.
    const server = await startServerProcess({
      name: `backup-${kind}`,
      ports: SECOND_PORT_RANGE,
      env: database.env,
    });
    const whileServing = runScript('scripts/db-restore.ts', [file, '--yes'], database.env);
    await server.stop();
    expect(whileServing.status).toBe(1);
    expect(whileServing.output).toMatch(
      kind === 'pglite' ? /in use by process \d+ \(a running server\)/ : /other connection\(s\)/,
    );

    // No terminal to ask on and no --yes: refused.
    const unconfirmed = runScript('scripts/db-restore.ts', [file], database.env);
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.output).toContain('without confirmation: pass --yes');

    const restore = runScript('scripts/db-restore.ts', [file, '--yes'], database.env);
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
