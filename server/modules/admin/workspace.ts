/**
 * The administrator's project page (docs/product.md#workspace): what one project holds, read from
 * the database only (connections as the background worker last stored them, decision 100,
 * never a live Fivetran call per row).
 * Submissions and notes come newest first in keyset pages on (created_at, id), served by
 * the (project_id, created_at, id) indexes.
 */
import { and, asc, desc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import { connectionStateOf } from '../../../common/connections/contract.ts';
import {
  WORKSPACE_PAGE_SIZE,
  type WorkspaceNote,
  type WorkspaceResponse,
  type WorkspaceSubmission,
} from '../../../common/admin/workspace-contract.ts';
import type { Database } from '../../db/client.ts';
import {
  authSessions,
  authUsers,
  dataConnectors,
  metrics,
  notes,
  oauthTokens,
  projectMembers,
  users,
} from '../../db/schema/index.ts';
import type { Page } from '../../lib/csv.ts';
import { listDeliverables } from '../deliverables/index.ts';
import { platformCheckOf } from '../google-ads/index.ts';
import { listPendingInvitations } from '../invitations/index.ts';
import { stageOf } from '../stages/index.ts';
import { projectAnalysts } from './analysts.ts';
import { closureOf } from './close-engagement.ts';
import { getProject } from './service.ts';

export async function projectWorkspace(
  db: Database,
  projectId: number,
): Promise<WorkspaceResponse> {
  const project = await getProject(db, projectId);
  const [
    members,
    invitations,
    connectors,
    googleGrants,
    analysts,
    closure,
    deliverables,
    platformCheck,
  ] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        displayName: users.displayName,
        role: projectMembers.role,
        emailVerified: authUsers.emailVerified,
        lastSignInAt: max(authSessions.createdAt),
        deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
      })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .innerJoin(authUsers, eq(authUsers.id, users.authUserId))
      .leftJoin(authSessions, eq(authSessions.userId, authUsers.id))
      .where(eq(projectMembers.projectId, projectId))
      .groupBy(projectMembers.id, users.id, authUsers.id)
      .orderBy(asc(users.email)),
    listPendingInvitations(db, projectId),
    db
      .select({
        platform: dataConnectors.platform,
        connectorId: dataConnectors.connectorId,
        paused: dataConnectors.paused,
        setupState: dataConnectors.setupState,
        syncState: dataConnectors.syncState,
        lastSyncAt: dataConnectors.lastSyncAt,
        checkedAt: dataConnectors.checkedAt,
        connectedBy: users.email,
        connectedAt: dataConnectors.createdAt,
      })
      .from(dataConnectors)
      .leftJoin(users, eq(users.id, dataConnectors.userId))
      .where(eq(dataConnectors.projectId, projectId))
      .orderBy(asc(dataConnectors.platform)),
    db
      .select({
        memberEmail: users.email,
        googleEmail: sql<string | null>`${oauthTokens.metadata}->>'googleEmail'`,
        grantedAt: oauthTokens.createdAt,
      })
      .from(oauthTokens)
      .innerJoin(projectMembers, eq(projectMembers.userId, oauthTokens.userId))
      .innerJoin(users, eq(users.id, oauthTokens.userId))
      .where(and(eq(projectMembers.projectId, projectId), eq(oauthTokens.platform, 'google')))
      .orderBy(asc(users.email)),
    projectAnalysts(db, projectId),
    closureOf(db, projectId),
    listDeliverables(db, projectId),
    platformCheckOf(db, projectId),
  ]);
  return {
    project,
    closure,
    stage: await stageOf(db, projectId),
    analysts,
    members: members.map((member) => ({
      ...member,
      lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
    })),
    invitations,
    connectors: connectors.map(({ setupState, ...connector }) => ({
      ...connector,
      state: connectionStateOf({ setupState, paused: connector.paused }),
      lastSyncAt: connector.lastSyncAt?.toISOString() ?? null,
      checkedAt: connector.checkedAt?.toISOString() ?? null,
      connectedAt: connector.connectedAt.toISOString(),
    })),
    googleGrants: googleGrants.map((grant) => ({
      ...grant,
      grantedAt: grant.grantedAt.toISOString(),
    })),
    deliverables,
    platformCheck,
  };
}

/**
 * Rows of `table` older than the cursor row, newest first. The cursor is the id of the
 * previous page's last row; its (created_at, id) is read in the same statement, so the
 * cursor needs no timestamp (whose microseconds a JavaScript date would lose). Rows
 * inserted meanwhile are newer than any cursor, so they never shift a later page.
 */
function olderThan(table: typeof metrics | typeof notes, cursor: number | undefined) {
  if (cursor === undefined) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (select cursor_row.created_at, cursor_row.id from ${table} as cursor_row where cursor_row.id = ${cursor})`;
}

function toPage<T extends { id: number }>(rows: T[], size: number): Page<T> {
  const items = rows.slice(0, size);
  return { items, nextCursor: rows.length > size ? (items.at(-1)?.id ?? null) : null };
}

export async function submissionsPage(
  db: Database,
  projectId: number,
  cursor: number | undefined,
  size = WORKSPACE_PAGE_SIZE,
): Promise<Page<WorkspaceSubmission>> {
  const rows = await db
    .select({
      record: getTableColumns(metrics),
      displayName: users.displayName,
      email: users.email,
    })
    .from(metrics)
    .innerJoin(users, eq(users.id, metrics.userId))
    .where(and(eq(metrics.projectId, projectId), olderThan(metrics, cursor)))
    .orderBy(desc(metrics.createdAt), desc(metrics.id))
    .limit(size + 1);
  return toPage(
    rows.map(({ record, displayName, email }) => ({
      ...record,
      createdAt: record.createdAt.toISOString(),
      submittedBy: displayName?.trim() || email,
      submitterEmail: email,
    })),
    size,
  );
}

export async function notesPage(
  db: Database,
  projectId: number,
  cursor: number | undefined,
  size = WORKSPACE_PAGE_SIZE,
): Promise<Page<WorkspaceNote>> {
  const rows = await db
    .select({
      id: notes.id,
      category: notes.category,
      content: notes.content,
      author: users.email,
      createdAt: notes.createdAt,
    })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .where(and(eq(notes.projectId, projectId), olderThan(notes, cursor)))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(size + 1);
  return toPage(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    size,
  );
}
