/**
 * Closing an engagement (decision 101): after the typed slug, the
 * project's submissions, notes, deliverables, pending invitations, channel snapshots and
 * connectors are gone (the connectors at Fivetran too, its sandbox warehouse schema dropped), the project is archived for good with a record of what
 * was deleted, its members and audit trail stay, and another project is untouched. Who may
 * call the route is the route matrix's.
 */
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngagementClosure } from '../../../common/admin/close-engagement-contract.ts';
import type { WorkspaceResponse } from '../../../common/admin/workspace-contract.ts';
import { CLOSE_MESSAGES } from '../../../common/admin/messages.ts';
import {
  channelSnapshots,
  dataConnectors,
  deliverables,
  initialReports,
  invitations,
  metrics,
  notes,
  projectGoogleAdsAccounts,
  projectMembers,
} from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestContext } from '../../testing/app.ts';
import { auditTrailOf } from '../../testing/audit.ts';
import { schemaNameFor } from '../../integrations/fivetran/port.ts';
import { createAdmin, type TestUser } from '../../testing/factories.ts';
import { multipartBuffer } from '../../testing/multipart.ts';
import { createTenant, type Tenant } from '../../testing/tenants.ts';

let ctx: TestContext;
let admin: TestUser;
let closing: Tenant;
let bystander: Tenant;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx.app);
  closing = await createTenant(ctx.app, 'demo');
  bystander = await createTenant(ctx.app, 'empty');
  // The platform check's chosen account (decision 105): client data the close deletes too.
  const chosen = await ctx.app.inject({
    method: 'PUT',
    url: `/api/projects/${closing.project.id}/google-ads-accounts`,
    headers: closing.member.headers,
    payload: { accountIds: closing.googleAccountIds.slice(0, 1) },
  });
  expect(chosen.statusCode, chosen.body).toBeLessThan(300);
  // Its Meta connection syncs (the sandbox warehouse fills its schema) and the firm reads it.
  const back = await ctx.app.inject({
    method: 'GET',
    url: closing.callbackUrl,
    headers: closing.member.headers,
  });
  expect(back.statusCode, back.body).toBe(200);
  const refreshed = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${closing.project.id}/channels/refresh`,
    headers: admin.headers,
  });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
});
afterAll(() => ctx?.close());

const close = (tenant: Tenant, confirmation: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${tenant.project.id}/close`,
    headers: admin.headers,
    payload: { confirmation },
  });

/** Rows of each kind the project still has. */
async function remaining(tenant: Tenant) {
  const { db } = ctx.database;
  const id = tenant.project.id;
  const rows = async (table: PgTable, where: SQL | undefined) => {
    const [row] = await db.select({ value: count() }).from(table).where(where);
    return row!.value;
  };
  return {
    submissions: await rows(metrics, eq(metrics.projectId, id)),
    notes: await rows(notes, eq(notes.projectId, id)),
    deliverables: await rows(deliverables, eq(deliverables.projectId, id)),
    connectors: await rows(dataConnectors, eq(dataConnectors.projectId, id)),
    pendingInvitations: await rows(
      invitations,
      and(eq(invitations.projectId, id), isNull(invitations.acceptedAt)),
    ),
    members: await rows(projectMembers, eq(projectMembers.projectId, id)),
    googleAdsAccounts: await rows(
      projectGoogleAdsAccounts,
      eq(projectGoogleAdsAccounts.projectId, id),
    ),
    channelSnapshots: await rows(channelSnapshots, eq(channelSnapshots.projectId, id)),
    reports: await rows(initialReports, eq(initialReports.projectId, id)),
  };
}

/** Whether the sandbox warehouse holds the tenant's Meta schema. */
async function sandboxSchemaOf(tenant: Tenant) {
  const { rows } = await ctx.database.pool.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [
    schemaNameFor(tenant.project.slug, 'meta'),
  ]);
  return rows.length === 1;
}

/** The project's connectors as Fivetran lists them, read by its member. */
async function fivetranListing(tenant: Tenant) {
  const listed = await ctx.app.inject({
    method: 'GET',
    url: `/api/fivetran/connectors?projectId=${tenant.project.id}`,
    headers: tenant.member.headers,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.body;
}

describe('closing an engagement', () => {
  it('refuses a confirmation that is not the slug, deleting nothing', async () => {
    const before = await remaining(closing);
    const response = await close(closing, closing.project.name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: CLOSE_MESSAGES.mismatch(closing.project.slug),
      code: 'bad_request',
    });
    expect(await remaining(closing)).toEqual(before);
  });

  it('deletes the client data, connectors at Fivetran too, and keeps a record', async () => {
    const bystanderBefore = await remaining(bystander);
    expect(await fivetranListing(closing)).toContain(closing.connectorId);
    expect(await sandboxSchemaOf(closing)).toBe(true);
    const response = await close(closing, closing.project.slug);
    expect(response.statusCode, response.body).toBe(200);
    const closure = response.json<EngagementClosure>();
    expect(closure).toMatchObject({
      closedBy: TEST_ADMIN_EMAIL,
      submissions: 1,
      notes: 1,
      deliverables: 1,
      googleAdsAccounts: 1,
      channelSnapshots: 1,
      reports: 1,
      connectors: [{ platform: 'meta', connectorId: closing.connectorId }],
    });
    expect(closure.invitations).toBeGreaterThanOrEqual(2);

    expect(await remaining(closing)).toEqual({
      submissions: 0,
      notes: 0,
      deliverables: 0,
      connectors: 0,
      pendingInvitations: 0,
      members: 3,
      googleAdsAccounts: 0,
      channelSnapshots: 0,
      reports: 0,
    });
    expect(await remaining(bystander)).toEqual(bystanderBefore);
    // The sandbox warehouse's schema went with it.
    expect(await sandboxSchemaOf(closing)).toBe(false);

    // Fivetran (the sandbox) no longer lists the connector.
    expect(await fivetranListing(closing)).not.toContain(closing.connectorId);

    const workspace = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/projects/${closing.project.id}/workspace`,
      headers: admin.headers,
    });
    const read = workspace.json<WorkspaceResponse>();
    expect(read.project.status).toBe('archived');
    expect(read.closure).toEqual(closure);
    expect(read.members).toHaveLength(3);

    const [entry] = await auditTrailOf(ctx.database.db, { projectId: closing.project.id });
    expect(entry).toEqual({ action: 'project.closed', actorEmail: TEST_ADMIN_EMAIL });
  });

  it('cannot close twice or reactivate: the data is gone', async () => {
    const again = await close(closing, closing.project.slug);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: CLOSE_MESSAGES.alreadyClosed });
    const reactivate = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${closing.project.id}`,
      headers: admin.headers,
      payload: { status: 'active' },
    });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json()).toMatchObject({ error: CLOSE_MESSAGES.cannotReactivate });
  });

  it('takes no new deliverable', async () => {
    const { payload, contentType } = multipartBuffer({
      file: { name: 'Late.pdf', content: '%PDF-1.4\n% Late\n%%EOF\n' },
    });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${closing.project.id}/deliverables`,
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({ error: CLOSE_MESSAGES.noUploads });
  });

  it('its members read an archived project with nothing in it', async () => {
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/notes?projectId=${closing.project.id}`,
      headers: closing.member.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).not.toContain(closing.marker);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: closing.member.headers,
      payload: { projectId: closing.project.id, content: 'After the close', category: 'context' },
    });
    expect(write.statusCode).toBe(403);
  });
});
