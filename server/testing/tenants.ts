/**
 * Two tenants whose records have the same shapes, made through the real API (sandbox
 * integrations), for the security suites (server/security/):
 *
 *   const a = await createTenant(ctx.app, 'demo');   // Google: the sandbox's demo user
 *   const b = await createTenant(ctx.app, 'empty');
 *
 * Each tenant is an active project with an owner, a member (writes), a viewer, an analyst
 * of the firm assigned to it, a note, a
 * metrics submission, a Fivetran connection (its connect card completed), the member's Google
 * Ads grant, and three pending invitations (one for the owner's routes, one for the
 * administrator's, one whose link the public routes use). Every text the tenant stores carries its `marker`, so a test can look for
 * another tenant's data in any answer.
 */
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Platform } from '../../common/connections/constants.ts';
import type { CreateConnectorResponse } from '../../common/connections/contract.ts';
import type { PendingInvitation } from '../../common/invitations/contract.ts';
import type { App } from '../app.ts';
import { REPORT_API, type FirmReport } from '../../common/reports/contract.ts';
import { REPORT_DRAFT_QUEUE } from '../modules/reports/index.ts';
import { pdfBytes, storeDeliverable } from '../modules/deliverables/testing.ts';
import { connectSandbox } from '../modules/google-ads/testing.ts';
import { invitationTokenOf } from '../modules/invitations/testing.ts';
import {
  createAnalyst,
  createMember,
  createProject,
  uniqueId,
  type TestProject,
  type TestUser,
} from './factories.ts';

export interface Tenant {
  project: TestProject;
  /** role `owner`: may invite. */
  projectOwner: TestUser;
  /** role `member`: may write. */
  member: TestUser;
  viewer: TestUser;
  /** A firm analyst assigned to this project only (decision 099). */
  analyst: TestUser & { analystId: number };
  /** In every text the tenant stored; no other tenant's answer may contain it. */
  marker: string;
  noteId: number;
  metricsId: number;
  /** A deliverable (a small PDF) the firm gave the project. */
  deliverableId: number;
  /** The initial report's first version, drafted from the submission and published. */
  reportVersionId: number;
  connectorId: string;
  /** The sandbox connect card's token (already used: the card was completed). */
  connectCardAuth: string;
  /** Where the completed card sent the browser: the callback page, with its signed state. */
  callbackUrl: string;
  /** The Google Ads customer ids the member's grant reaches. */
  googleAccountIds: string[];
  /** Pending invitations the owner's and the administrator's routes resend and revoke. */
  invitationIds: { owner: number; admin: number };
  /** The token of a third pending invitation's link (for an address without an account). */
  invitationToken: string;
}

async function inject(app: App, options: InjectOptions) {
  const response = await app.inject(options);
  expect(response.statusCode, response.body).toBeLessThan(400);
  return response;
}

/**
 * Creates a sandbox Fivetran connection of `platform` for the project and completes its connect
 * card; the connection syncs once `user` comes back to `callbackUrl`.
 */
export async function connectPlatform(
  app: App,
  user: Pick<TestUser, 'headers'>,
  project: Pick<TestProject, 'id'>,
  platform: Platform,
): Promise<Pick<Tenant, 'connectorId' | 'connectCardAuth' | 'callbackUrl'>> {
  const created = await inject(app, {
    method: 'POST',
    url: '/api/fivetran/create-connector',
    headers: user.headers,
    payload: { projectId: project.id, platform },
  });
  const { connectorId, connectCardUrl } = created.json<CreateConnectorResponse>();
  const card = new URL(connectCardUrl);
  const connectCardAuth = card.searchParams.get('auth')!;
  const completed = await inject(app, {
    method: 'POST',
    url: card.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ auth: connectCardAuth, action: 'authorize' }).toString(),
  });
  const callback = new URL(String(completed.headers.location));
  return { connectorId, connectCardAuth, callbackUrl: callback.pathname + callback.search };
}

/** Drafts the project's initial report from its submission; the analyst approves and publishes it. */
async function publishFirstDraft(app: App, project: TestProject, analyst: TestUser) {
  await app.jobs.runDue(REPORT_DRAFT_QUEUE);
  const report = await inject(app, {
    method: 'GET',
    url: REPORT_API.firm(project.id),
    headers: analyst.headers,
  });
  const versionId = report.json<FirmReport>().current!.id;
  for (const url of [
    REPORT_API.approve(project.id, versionId),
    REPORT_API.publish(project.id, versionId),
  ]) {
    await inject(app, { method: 'POST', url, headers: analyst.headers, payload: {} });
  }
  return versionId;
}

export async function createTenant(app: App, googleUser: 'demo' | 'empty'): Promise<Tenant> {
  const marker = `marker${uniqueId()}`;
  const project = await createProject(app, { name: `Tenant ${marker}` });
  const projectOwner = await createMember(app, project, 'owner');
  const member = await createMember(app, project, 'member');
  const viewer = await createMember(app, project, 'viewer');
  const analyst = await createAnalyst(app, [project]);
  const headers = member.headers;

  const note = await inject(app, {
    method: 'POST',
    url: '/api/notes',
    headers,
    payload: { projectId: project.id, content: `Note ${marker}`, category: 'context' },
  });
  const metrics = await inject(app, {
    method: 'POST',
    url: '/api/metrics',
    headers,
    payload: {
      projectId: project.id,
      trailingTwelveMonthRevenue: '1000000',
      customerSegments: `Segments ${marker}`,
    },
  });
  const reportVersionId = await publishFirstDraft(app, project, analyst);
  const { connectorId, connectCardAuth, callbackUrl } = await connectPlatform(
    app,
    member,
    project,
    'meta',
  );

  await connectSandbox(app, member, googleUser);
  const accounts = await inject(app, { method: 'GET', url: '/api/google-ads/accounts', headers });

  const invite = async () => {
    const response = await inject(app, {
      method: 'POST',
      url: `/api/projects/${project.id}/invitations`,
      headers: projectOwner.headers,
      payload: { email: `${uniqueId()}@${project.allowedDomains[0]}`, role: 'member' },
    });
    return response.json<PendingInvitation>();
  };
  const [ownerInvitation, adminInvitation, linkInvitation] = [
    await invite(),
    await invite(),
    await invite(),
  ];

  const deliverable = await storeDeliverable(app, {
    projectId: project.id,
    fileName: `Report ${marker}.pdf`,
    content: pdfBytes(marker),
    uploader: { userId: projectOwner.userId, email: projectOwner.email },
  });

  return {
    project,
    projectOwner,
    member,
    viewer,
    analyst,
    marker,
    noteId: note.json<{ id: number }>().id,
    metricsId: metrics.json<{ id: number }>().id,
    deliverableId: deliverable.id,
    reportVersionId,
    connectorId,
    connectCardAuth,
    callbackUrl,
    googleAccountIds: accounts.json<{ id: string }[]>().map((account) => account.id),
    invitationIds: { owner: ownerInvitation.id, admin: adminInvitation.id },
    invitationToken: await invitationTokenOf(app, linkInvitation.email),
  };
}
