/**
 * The audit trail (decision 098): each recorded action with its actor, target,
 * project, client IP and what changed, written with its change (a refused change leaves
 * none); the database itself refuses UPDATE, DELETE and TRUNCATE but for the retention
 * job's clearing of old client IPs; filtered cursor pages that hold still while entries
 * arrive; the CSV export. Who may call the routes: the isolation matrix (server/security/).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../common/audit/contract.ts';
import { AUDIT_PAGE_SIZE } from '../../../common/audit/contract.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../testing/app.ts';
import {
  createAdmin,
  createMember,
  createProject,
  uniqueId,
  type TestUser,
} from '../../testing/factories.ts';
import { recordAudit } from './record.ts';
import { clearExpiredClientIps } from './trail.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;

async function trail(query: string): Promise<AuditPage> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit?${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
}

const actions = (entries: AuditEntry[]) => entries.map((entry) => entry.action);

function adminCall(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) {
  return ctx.app.inject({ method, url, headers: admin.headers, payload });
}

describe("the administrator's changes", () => {
  it('records a project created, renamed, archived and reactivated, with what changed', async () => {
    const slug = `audit_${uniqueId()}`;
    const created = await adminCall('POST', '/api/admin/projects', {
      name: 'Audit Holdings',
      slug,
      allowedDomains: ['audit.example'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    for (const change of [
      { name: 'Audit Holdings Ltd' },
      { status: 'archived' },
      { status: 'active' },
    ]) {
      expect((await adminCall('PATCH', `/api/admin/projects/${id}`, change)).statusCode).toBe(200);
    }
    // The same slug again is refused, and records nothing.
    expect(
      (
        await adminCall('POST', '/api/admin/projects', {
          name: 'Again',
          slug,
          allowedDomains: ['again.example'],
        })
      ).statusCode,
    ).toBe(409);

    const { entries, nextCursor } = await trail(`projectId=${id}`);
    expect(nextCursor).toBeNull();
    expect(actions(entries)).toEqual([
      'project.reactivated',
      'project.archived',
      'project.edited',
      'project.created',
    ]);
    const [reactivated, , renamed, first] = entries;
    expect(renamed).toMatchObject({
      actorEmail: admin.email,
      targetType: 'project',
      targetId: String(id),
      projectId: id,
      projectName: 'Audit Holdings Ltd',
      clientIp: '127.0.0.1',
      before: { name: 'Audit Holdings' },
      after: { name: 'Audit Holdings Ltd' },
    });
    expect(reactivated).toMatchObject({
      before: { status: 'archived' },
      after: { status: 'active' },
    });
    expect(first!.after).toEqual({
      name: 'Audit Holdings',
      slug,
      allowedDomains: ['audit.example'],
    });
  });

  it("records a user's memberships as they were and as they became", async () => {
    const [one, two] = await Promise.all([createProject(ctx.app), createProject(ctx.app)]);
    const member = await createMember(ctx.app, one, 'viewer');
    const assigned = await adminCall('PUT', `/api/admin/users/${member.userId}/projects`, {
      projectIds: [one.id, two.id],
      roles: { [String(two.id)]: 'owner' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { entries } = await trail(`action=memberships.changed&actor=${admin.email}`);
    expect(entries[0]).toMatchObject({
      targetType: 'user',
      targetId: String(member.userId),
      before: { email: member.email, projects: { [one.id]: 'viewer' } },
      after: { email: member.email, projects: { [one.id]: 'viewer', [two.id]: 'owner' } },
    });
  });
});

describe("a member's note", () => {
  it('is recorded by its category and length, not its words; a refused one is not', async () => {
    const project = await createProject(ctx.app);
    const [member, viewer] = await Promise.all([
      createMember(ctx.app, project, 'member'),
      createMember(ctx.app, project, 'viewer'),
    ]);
    const post = (user: TestUser) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/notes',
        headers: user.headers,
        payload: { projectId: project.id, content: 'Churn spiked in March', category: 'anomaly' },
      });
    expect((await post(member)).statusCode).toBe(201);
    expect((await post(viewer)).statusCode).toBe(403);

    const { entries } = await trail(`projectId=${project.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'note.saved',
      actorEmail: member.email,
      targetType: 'note',
      after: { category: 'anomaly', characters: 21 },
    });
    expect(JSON.stringify(entries[0])).not.toContain('Churn');
  });
});

describe("the identity library's calls", () => {
  it('records sign-ins with their outcome, and turning two-factor on', async () => {
    const project = await createProject(ctx.app);
    const member = await createMember(ctx.app, project, 'member');
    const signInWith = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ctx.app.config.publicSiteUrl },
        payload: { email: member.email, password },
      });
    expect((await signInWith('Not-the-password-1')).statusCode).toBe(401);
    expect((await signInWith(member.password)).statusCode).toBe(200);

    const { entries } = await trail(`actor=${member.email}&action=auth.sign_in`);
    expect(entries.slice(0, 2)).toMatchObject([
      { actorEmail: member.email, clientIp: '127.0.0.1', after: { outcome: 'succeeded' } },
      {
        actorEmail: member.email,
        after: { outcome: 'refused', reason: 'INVALID_EMAIL_OR_PASSWORD' },
      },
    ]);
    const twoFactor = await trail(`actor=${admin.email}&action=auth.two_factor_enabled`);
    expect(twoFactor.entries.map((entry) => entry.after?.outcome)).toContain('succeeded');
  });
});

describe('the table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const project = await createProject(ctx.app);
    await recordAudit(
      db(),
      { userId: null, email: admin.email, ip: '203.0.113.9' },
      {
        action: 'project.edited',
        target: { type: 'project', id: project.id },
        projectId: project.id,
      },
    );
    const where = sql`where project_id = ${project.id}`;
    for (const statement of [
      sql`update audit_entries set action = 'project.created' ${where}`,
      sql`update audit_entries set client_ip = null, actor_email = 'someone@else.test' ${where}`,
      sql`delete from audit_entries ${where}`,
      sql`truncate audit_entries`,
    ]) {
      // Drizzle wraps the database's error: its cause is PostgreSQL's own.
      await expect(db().execute(statement)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/^audit entries are append-only/) },
      });
    }
    const [kept] = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.projectId, project.id));
    expect(kept).toMatchObject({ action: 'project.edited', actorEmail: admin.email });
  });

  it('lets the retention job clear client IPs older than 12 months, and only those', async () => {
    const project = await createProject(ctx.app);
    const insertAged = (age: string, ip: string) =>
      db().execute(
        sql`insert into audit_entries (created_at, action, target_type, project_id, client_ip)
            values (now() - ${age}::interval, 'project.edited', 'project', ${project.id}, ${ip})`,
      );
    await insertAged('13 months', '198.51.100.1');
    await insertAged('11 months', '198.51.100.2');
    expect(await clearExpiredClientIps(db())).toBeGreaterThanOrEqual(1);
    const { entries } = await trail(`projectId=${project.id}`);
    expect(entries.map((entry) => entry.clientIp)).toEqual(['198.51.100.2', null]);
  });
});

describe('reading the trail', () => {
  it('pages by cursor without repeating or skipping while entries arrive', async () => {
    const project = await createProject(ctx.app);
    const record = (n: number) =>
      recordAudit(
        db(),
        { userId: null, email: admin.email, ip: null },
        { action: 'note.saved', target: { type: 'note', id: n }, projectId: project.id },
      );
    for (let n = 1; n <= AUDIT_PAGE_SIZE + 5; n++) await record(n);

    const first = await trail(`projectId=${project.id}`);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    for (let n = 100; n < 103; n++) await record(n);
    const second = await trail(`projectId=${project.id}&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const targets = [...first.entries, ...second.entries].map((entry) => Number(entry.targetId));
    expect(targets).toEqual(
      Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => AUDIT_PAGE_SIZE + 5 - i),
    );
  });

  it('filters by time, and refuses a bad filter readably', async () => {
    const future = await trail('from=2999-01-01T00:00:00Z');
    expect(future.entries).toEqual([]);
    for (const [query, message] of [
      ['action=project.deleted', 'action must be one of'],
      ['cursor=abc', 'cursor must be an entry id'],
      ['from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z', 'from must be before to'],
      ['projectId=0', 'must be a positive number'],
      ['page=2', 'page'],
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });

  it('exports the filtered trail as CSV with the formula guard, and records the download', async () => {
    const project = await createProject(ctx.app, { name: `=HYPERLINK("x") ${uniqueId()}` });
    await recordAudit(
      db(),
      { userId: null, email: admin.email, ip: '192.0.2.1' },
      {
        action: 'project.edited',
        target: { type: 'project', id: project.id },
        projectId: project.id,
        before: { name: 'Old, "quoted"' },
      },
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit/export.csv?projectId=${project.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Time,Actor,Action,Target,Target ID,Project ID,Project,Client IP,Before,After',
    );
    expect(lines[1]).toContain(
      `,${admin.email},Project edited,project,${project.id},${project.id},`,
    );
    expect(lines[1]).toContain(`,"'${project.name.replaceAll('"', '""')}",192.0.2.1,`);
    expect(lines[1]).toContain(`"{""name"":""Old, \\""quoted\\""""}"`);
    expect(actions((await trail(`projectId=${project.id}`)).entries)[0]).toBe('export.downloaded');
  });
});
