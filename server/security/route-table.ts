/**
 * THE route table: every route the app registers, who may call it, and how a caller of a
 * tenant calls it on that tenant's own records. route-matrix.test.ts fails when a
 * registered route has no entry here (naming it), then checks each entry's isolation
 * rules; fuzz.test.ts sends bad input to every entry. Adding a route means adding it here.
 * See docs/decisions/060-route-table-isolation-matrix.md.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../app.ts';
import { EVENT_LOOP_DELAY_PATH } from '../plugins/bench-metrics.ts';
import { TEST_PASSWORD, uniqueId } from '../testing/factories.ts';
import type { Tenant } from '../testing/tenants.ts';
import { contactPayload } from '../modules/contact/testing.ts';
import { pdfBytes } from '../modules/deliverables/testing.ts';
import { multipartBuffer, type MultipartCall } from '../testing/multipart.ts';

/**
 * Who may call a route:
 * - `public`: anyone, no session;
 * - `signed-in`: any signed-in user (401 without a session); answers only the caller's own;
 * - `project-read` / `project-write`: a member of the project the request names (401, then
 *   404 for a non-member; `project-write` also 403 for a viewer);
 * - `project-owner`: the owner of the project the request names (401, 404 for a non-member,
 *   403 for a member or a viewer);
 * - `google-ads`: a signed-in member of an active project, on the caller's own Google grant;
 * - `admin`: an ADMIN_EMAILS address (401, then 403);
 * - `firm`: an administrator, or an analyst assigned to the project the request names (401,
 *   then 403 for everyone else, 404 for another project's analyst; decision 099);
 * - `staff`: an administrator or any analyst (401, then 403), answering an analyst only
 *   about their own projects;
 * - `vendor-callback`: the browser comes back from a vendor; answers a page or a redirect
 *   that carries the outcome (never 401), and only the caller's own records;
 * - `sandbox-vendor`: a page of the local sandbox standing in for the vendor's own (not in
 *   production); the one-time token in the request is the credential, as at the vendor;
 * - `sandbox-outbox`: the mail outbox sandbox (not in production): signed in (401 without),
 *   confirmed or not; the mail to the caller's own address, every message to an
 *   administrator (confirmed, two-factor sign-in on);
 * - `internal`: the benchmark probe, registered only with BENCH_METRICS=true.
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'project-read'
  | 'project-write'
  | 'project-owner'
  | 'google-ads'
  | 'admin'
  | 'firm'
  | 'staff'
  | 'vendor-callback'
  | 'sandbox-vendor'
  | 'sandbox-outbox'
  | 'internal';

/** One request: values for the route's path parameters, its query string and its body. */
export interface RouteCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** An application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  /** A multipart/form-data body (the deliverables upload). */
  multipart?: MultipartCall;
}

export interface RouteEntry {
  access: Access;
  /** How the tenant's caller calls the route on the tenant's own records. */
  call: (tenant: Tenant) => RouteCall;
  /**
   * The answer to that call from the caller the access names (the member, the admin, or
   * nobody for public routes), on a tenant whose Google grant reaches accounts.
   */
  ok: number;
  /** The read that shows what the route writes (a key of this table, same tenant). */
  readBack?: RouteKey;
  /** Unknown keys are rejected (400) unless this says why the route takes them. */
  unknownKeysAllowed?: string;
  /**
   * The answer to a request the route refuses for its shape (an unknown key): 400, except
   * where the vendor's page it stands in for answers otherwise.
   */
  refusedStatus?: number;
  /** A public POST route's body limit, when below the app's 64 KiB. */
  bodyLimit?: number;
}

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

const LIBRARY =
  "better-auth's own endpoints: the library validates each body with its own schemas and " +
  'ignores what it does not know (the matrix proves role/isAdmin in a sign-up change nothing)';

export const ROUTE_TABLE: Record<RouteKey, RouteEntry> = {
  // ------------------------------------------------------------ public
  'GET /api/health': { access: 'public', call: () => ({}), ok: 200 },
  'GET /api/ready': { access: 'public', call: () => ({}), ok: 200 },
  'GET /api/auth-options': { access: 'public', call: () => ({}), ok: 200 },
  'GET /api/check-domain': {
    access: 'public',
    call: (t) => ({ query: { email: `someone@${t.project.allowedDomains[0]}` } }),
    ok: 200,
  },
  'GET /api/auth/*': {
    access: 'public',
    call: () => ({ params: { '*': 'get-session' } }),
    ok: 200,
    unknownKeysAllowed: LIBRARY,
  },
  'POST /api/auth/*': {
    access: 'public',
    call: (t) => ({
      params: { '*': 'sign-in/email' },
      body: { email: t.member.email, password: TEST_PASSWORD },
    }),
    ok: 200,
    unknownKeysAllowed: LIBRARY,
  },
  'POST /api/auth/request-password-reset': {
    access: 'public',
    call: (t) => ({ body: { email: t.member.email } }),
    ok: 200,
  },
  'GET /api/invitations/lookup': {
    access: 'public',
    call: (t) => ({ query: { token: t.invitationToken } }),
    ok: 200,
  },
  'POST /api/contact': {
    access: 'public',
    call: () => ({ body: contactPayload() }),
    ok: 200,
    bodyLimit: 16 * 1024,
  },

  // ------------------------------------------------------------ signed in
  'GET /api/user/projects': { access: 'signed-in', call: () => ({}), ok: 200 },
  'GET /api/outbox': { access: 'sandbox-outbox', call: () => ({}), ok: 200 },
  // The tenant's member is not the invitee: refused. Acceptance: invitations.test.ts.
  'POST /api/invitations/accept': {
    access: 'signed-in',
    call: (t) => ({ body: { token: t.invitationToken } }),
    ok: 403,
  },

  // ------------------------------------------------------------ the project's owner
  'GET /api/projects/:projectId/invitations': {
    access: 'project-owner',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'POST /api/projects/:projectId/invitations': {
    access: 'project-owner',
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { email: `${uniqueId()}@${t.project.allowedDomains[0]}`, role: 'viewer' },
    }),
    ok: 201,
    readBack: 'GET /api/projects/:projectId/invitations',
  },
  'POST /api/projects/:projectId/invitations/:id/resend': {
    access: 'project-owner',
    call: (t) => ({
      params: { projectId: String(t.project.id), id: String(t.invitationIds.owner) },
    }),
    ok: 200,
    readBack: 'GET /api/projects/:projectId/invitations',
  },
  'DELETE /api/projects/:projectId/invitations/:id': {
    access: 'project-owner',
    call: (t) => ({
      params: { projectId: String(t.project.id), id: String(t.invitationIds.owner) },
    }),
    ok: 204,
    readBack: 'GET /api/projects/:projectId/invitations',
  },

  // ------------------------------------------------------------ project-scoped
  'GET /api/notes': {
    access: 'project-read',
    call: (t) => ({ query: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'POST /api/notes': {
    access: 'project-write',
    call: (t) => ({ body: { projectId: t.project.id, content: `Another note ${t.marker}` } }),
    ok: 201,
    readBack: 'GET /api/notes',
  },
  'GET /api/projects/:projectId/platform-check': {
    access: 'project-read',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'GET /api/projects/:projectId/brief.pdf': {
    access: 'project-read',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'PUT /api/projects/:projectId/google-ads-accounts': {
    access: 'project-write',
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { accountIds: t.googleAccountIds.slice(0, 1) },
    }),
    ok: 200,
    readBack: 'GET /api/projects/:projectId/platform-check',
  },
  'GET /api/deliverables': {
    access: 'project-read',
    call: (t) => ({ query: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'GET /api/deliverables/:deliverableId/download': {
    access: 'project-read',
    call: (t) => ({ params: { deliverableId: String(t.deliverableId) } }),
    ok: 200,
  },
  'GET /api/metrics': {
    access: 'project-read',
    call: (t) => ({ query: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'POST /api/metrics': {
    access: 'project-write',
    call: (t) => ({
      body: {
        projectId: t.project.id,
        trailingTwelveMonthRevenue: '2500000.50',
        targetRoi: 12.5,
        marketingTeamSize: 4,
        customerSegments: `Segments ${t.marker}`,
        leadToMqlTime: '1_7_days',
        competitors: [{ name: 'Rival', website: 'https://rival.example' }],
      },
    }),
    ok: 201,
    readBack: 'GET /api/metrics',
  },
  'GET /api/fivetran/connectors': {
    access: 'project-read',
    call: (t) => ({ query: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'POST /api/fivetran/create-connector': {
    access: 'project-write',
    call: (t) => ({ body: { projectId: t.project.id, platform: 'linkedin' } }),
    ok: 200,
    readBack: 'GET /api/fivetran/connectors',
  },
  'POST /api/fivetran/pause-connector/:connectorId': {
    access: 'project-write',
    call: (t) => ({ params: { connectorId: t.connectorId } }),
    ok: 200,
    readBack: 'GET /api/fivetran/connectors',
  },

  // ------------------------------------------------------------ Google Ads (per user)
  'GET /api/google-ads/connection': { access: 'google-ads', call: () => ({}), ok: 200 },
  'DELETE /api/google-ads/connection': {
    access: 'google-ads',
    call: () => ({}),
    ok: 204,
    readBack: 'GET /api/google-ads/connection',
  },
  'POST /api/google-ads/oauth/start': {
    access: 'google-ads',
    call: () => ({ body: { returnTo: 'connections' } }),
    ok: 200,
    readBack: 'GET /api/google-ads/connection',
  },
  'GET /api/google-ads/accounts': { access: 'google-ads', call: () => ({}), ok: 200 },
  'GET /api/google-ads/campaigns/:accountId': {
    access: 'google-ads',
    call: (t) => ({ params: { accountId: googleAccountOf(t) } }),
    ok: 200,
  },
  'GET /api/google-ads/export/campaigns/:accountId': {
    access: 'google-ads',
    call: (t) => ({ params: { accountId: googleAccountOf(t) }, query: { format: 'csv' } }),
    ok: 200,
  },
  'GET /api/google-ads/export/keywords/:accountId': {
    access: 'google-ads',
    call: (t) => ({ params: { accountId: googleAccountOf(t) }, query: { format: 'csv' } }),
    ok: 200,
  },

  // ------------------------------------------------------------ admin
  'GET /api/admin/projects': { access: 'admin', call: () => ({}), ok: 200 },
  'POST /api/admin/projects': {
    access: 'admin',
    call: () => {
      const id = uniqueId();
      return { body: { name: `Project ${id}`, slug: `p_${id}`, allowedDomains: [`${id}.test`] } };
    },
    ok: 201,
  },
  'PATCH /api/admin/projects/:id': {
    access: 'admin',
    call: (t) => ({ params: { id: String(t.project.id) }, body: { name: t.project.name } }),
    ok: 200,
  },
  'GET /api/admin/users': { access: 'admin', call: () => ({}), ok: 200 },
  'GET /api/admin/overview': {
    access: 'staff',
    call: () => ({ query: { sort: 'name', direction: 'desc', attention: 'true', search: 'a' } }),
    ok: 200,
  },
  'GET /api/admin/mail/failed': { access: 'admin', call: () => ({}), ok: 200 },
  // No message of the tenant failed: the admin's retry of an unknown id is a 404.
  'POST /api/admin/mail/:mailId/retry': {
    access: 'admin',
    call: () => ({ params: { mailId: '2147483000' } }),
    ok: 404,
  },
  'GET /api/admin/contacts': {
    access: 'admin',
    call: () => ({ query: { status: 'failed', source: 'google', q: 'acme', pageSize: '20' } }),
    ok: 200,
  },
  'GET /api/admin/contacts/export.csv': {
    access: 'admin',
    call: () => ({ query: { from: '2026-01-01T00:00:00Z', q: 'acme.com' } }),
    ok: 200,
  },
  'GET /api/admin/audit': {
    access: 'firm',
    call: (t) => ({ query: { projectId: String(t.project.id), action: 'note.saved' } }),
    ok: 200,
  },
  'GET /api/admin/audit/export.csv': {
    access: 'firm',
    call: (t) => ({ query: { projectId: String(t.project.id), from: '2026-01-01T00:00:00Z' } }),
    ok: 200,
  },
  // Contacts belong to no tenant: the admin's calls on an unknown contact are 404s.
  'POST /api/admin/contacts/:contactId/retry': {
    access: 'admin',
    call: () => ({ params: { contactId: '2147483000' } }),
    ok: 404,
  },
  'PUT /api/admin/contacts/:contactId/handled': {
    access: 'admin',
    call: () => ({ params: { contactId: '2147483000' }, body: { note: 'Called back' } }),
    ok: 404,
  },
  'DELETE /api/admin/contacts/:contactId/handled': {
    access: 'admin',
    call: () => ({ params: { contactId: '2147483000' } }),
    ok: 404,
  },
  'GET /api/admin/projects/:projectId/invitations': {
    access: 'admin',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'POST /api/admin/projects/:projectId/invitations': {
    access: 'admin',
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { email: `${uniqueId()}@${t.project.allowedDomains[0]}`, role: 'owner' },
    }),
    ok: 201,
  },
  'POST /api/admin/invitations/:id/resend': {
    access: 'admin',
    call: (t) => ({ params: { id: String(t.invitationIds.admin) } }),
    ok: 200,
  },
  'DELETE /api/admin/invitations/:id': {
    access: 'admin',
    call: (t) => ({ params: { id: String(t.invitationIds.admin) } }),
    ok: 204,
  },
  // The project page (docs/product.md#workspace): each call on the tenant's project.
  'GET /api/admin/projects/:projectId/workspace': {
    access: 'firm',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'GET /api/admin/projects/:projectId/submissions': {
    access: 'firm',
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      query: { cursor: String(t.metricsId) },
    }),
    ok: 200,
  },
  'GET /api/admin/projects/:projectId/notes': {
    access: 'firm',
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      query: { cursor: String(t.noteId) },
    }),
    ok: 200,
  },
  'GET /api/admin/projects/:projectId/exports/submissions.csv': {
    access: 'firm',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'GET /api/admin/projects/:projectId/exports/submissions.json': {
    access: 'firm',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'GET /api/admin/projects/:projectId/exports/notes.csv': {
    access: 'firm',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'GET /api/admin/projects/:projectId/exports/notes.json': {
    access: 'firm',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'GET /api/admin/projects/:projectId/brief.pdf': {
    access: 'firm',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  // An unknown user: the tenant's own member stays active for the other entries' calls.
  'POST /api/admin/users/:userId/deactivate': {
    access: 'admin',
    call: () => ({ params: { userId: '2147483000' } }),
    ok: 404,
  },
  'POST /api/admin/users/:userId/reactivate': {
    access: 'admin',
    call: () => ({ params: { userId: '2147483000' } }),
    ok: 404,
  },
  // Deliverables (docs/product.md#deliverables): the firm's files on the tenant's project.
  'POST /api/admin/projects/:projectId/deliverables': {
    access: 'firm',
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      multipart: { file: { name: `Report ${t.marker}.pdf`, content: pdfBytes(t.marker) } },
    }),
    ok: 201,
  },
  'GET /api/admin/projects/:projectId/deliverables': {
    access: 'firm',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'DELETE /api/admin/projects/:projectId/deliverables/:deliverableId': {
    access: 'firm',
    call: (t) => ({
      params: { projectId: String(t.project.id), deliverableId: String(t.deliverableId) },
    }),
    ok: 204,
  },
  // Closing the tenant's engagement would empty it for every later entry: the wrong slug.
  'POST /api/admin/projects/:projectId/close': {
    access: 'admin',
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { confirmation: `not-${t.project.slug}` },
    }),
    ok: 400,
  },
  // The engagement's stage (docs/product.md#stages): members read it, administrators move it.
  'GET /api/projects/:projectId/stage': {
    access: 'project-read',
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    ok: 200,
  },
  'POST /api/admin/projects/:projectId/stage': {
    access: 'admin',
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { stage: 'ai_analysis', message: `Analysis started ${t.marker}` },
    }),
    ok: 200,
    readBack: 'GET /api/projects/:projectId/stage',
  },
  // Analysts (decision 099): unknown ids where a call would take the tenant's analyst away.
  'GET /api/admin/analysts': { access: 'admin', call: () => ({}), ok: 200 },
  'POST /api/admin/analysts': {
    access: 'admin',
    call: () => ({ body: { email: `analyst-${uniqueId()}@firm.test` } }),
    ok: 201,
  },
  'DELETE /api/admin/analysts/:analystId': {
    access: 'admin',
    call: () => ({ params: { analystId: '2147483000' } }),
    ok: 404,
  },
  'PUT /api/admin/projects/:projectId/analysts/:analystId': {
    access: 'admin',
    call: (t) => ({
      params: { projectId: String(t.project.id), analystId: String(t.analyst.analystId) },
    }),
    ok: 204,
  },
  'DELETE /api/admin/projects/:projectId/analysts/:analystId': {
    access: 'admin',
    call: (t) => ({ params: { projectId: String(t.project.id), analystId: '2147483000' } }),
    ok: 404,
  },
  'PUT /api/admin/users/:userId/projects': {
    access: 'admin',
    call: (t) => ({
      params: { userId: String(t.member.userId) },
      body: { projectIds: [t.project.id], roles: { [t.project.id]: 'member' } },
    }),
    ok: 200,
  },

  // ------------------------------------------------------------ vendor callbacks
  'GET /portal/fivetran/callback': {
    access: 'vendor-callback',
    call: (t) => ({ query: queryOf(t.callbackUrl) }),
    ok: 200,
    unknownKeysAllowed: "Fivetran's Connect Card may append its own parameters to the redirect",
  },
  'GET /api/google-ads/oauth/callback': {
    access: 'vendor-callback',
    call: () => ({ query: { state: 'not-a-state', code: 'not-a-code' } }),
    ok: 302,
    unknownKeysAllowed: 'Google appends parameters of its own (authuser, hd, prompt, iss)',
  },

  // ------------------------------------------------------------ sandbox vendor pages
  'GET /sandbox/fivetran/connect-card': {
    access: 'sandbox-vendor',
    // The tenant's card was completed: a used card answers the "no longer valid" page.
    call: (t) => ({ query: { auth: t.connectCardAuth } }),
    ok: 404,
    refusedStatus: 404,
  },
  'POST /sandbox/fivetran/connect-card': {
    access: 'sandbox-vendor',
    call: (t) => ({ form: { auth: t.connectCardAuth, action: 'cancel' } }),
    ok: 404,
    refusedStatus: 404,
    bodyLimit: 4096,
  },
  'GET /api/google-ads/sandbox/authorize': {
    access: 'sandbox-vendor',
    call: () => ({ query: { client_id: 'nobody' } }),
    ok: 400,
    unknownKeysAllowed: "stands in for Google's consent URL, which takes more than we send",
  },
  'GET /api/google-ads/sandbox/approve': {
    access: 'sandbox-vendor',
    call: () => ({
      query: { redirect_uri: 'https://elsewhere.example/', state: 'x', decision: 'deny' },
    }),
    ok: 400,
  },

  // ------------------------------------------------------------ internal
  [`GET ${EVENT_LOOP_DELAY_PATH}`]: { access: 'internal', call: () => ({}), ok: 200 },
};

/** A customer id the tenant's Google grant reaches, or one it does not (a 10-digit id). */
function googleAccountOf(tenant: Tenant): string {
  return tenant.googleAccountIds.find((id) => id !== '9000000001') ?? '1000000000';
}

function queryOf(pathAndQuery: string): Record<string, string> {
  return Object.fromEntries(new URL(pathAndQuery, 'http://localhost').searchParams);
}

/**
 * The entry of a registered route, or null. Files of the client build are registered by
 * @fastify/static one route each (`GET`/`HEAD /assets/...`): public, no input, not listed by
 * name.
 */
export function routeEntry(
  method: string,
  url: string,
  clientDistDir: string,
): RouteEntry | 'static-file' | null {
  const entry = ROUTE_TABLE[`${method} ${url}` as RouteKey];
  if (entry) return entry;
  const root = path.resolve(clientDistDir);
  const file = path.join(root, url);
  const isFile =
    (method === 'GET' || method === 'HEAD') && file.startsWith(root + path.sep) && existsSync(file);
  return isFile && statSync(file).isFile() ? 'static-file' : null;
}

/** The URL of a call: path parameters filled in (encoded), then the query string. */
export function urlOf(route: string, call: RouteCall): string {
  const filled = route.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = call.params?.[name ?? '*'];
    if (value === undefined) throw new Error(`No value for ${whole} in ${route}`);
    return name ? encodeURIComponent(value) : value;
  });
  const query = new URLSearchParams(call.query).toString();
  return query ? `${filled}?${query}` : filled;
}

/** Sends a call of the table's route `key` with these headers (a session, or none). */
export function sendCall(
  app: App,
  key: RouteKey,
  call: RouteCall,
  headers: Record<string, string> = {},
) {
  const [method, route] = key.split(' ') as [
    RouteKey extends `${infer M} ${string}` ? M : never,
    string,
  ];
  if (call.multipart) {
    const { payload, contentType } = multipartBuffer(call.multipart);
    return app.inject({
      method,
      url: urlOf(route, call),
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }
  if (call.form) {
    return app.inject({
      method,
      url: urlOf(route, call),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(call.form).toString(),
    });
  }
  return app.inject({
    method,
    url: urlOf(route, call),
    headers,
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}
