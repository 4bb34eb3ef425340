/**
 * How the security suites call each route: route-matrix.test.ts and fuzz.test.ts take the
 * routes, and who may call each, from the app itself (every route declares its access,
 * server/security/access.ts); this map holds only what a valid request needs. A route
 * without an entry is called with no input and answers 200; a route that needs more (path
 * parameters, a query, a body) fails the matrix until it has an entry, and an entry whose
 * route the app does not register fails it too.
 */
import type { App } from '../app.ts';
import { TEST_PASSWORD, uniqueId } from '../testing/factories.ts';
import type { Tenant } from '../testing/tenants.ts';
import { contactPayload } from '../modules/contact/testing.ts';
import { pdfBytes } from '../modules/deliverables/testing.ts';
import { multipartBuffer, type MultipartCall } from '../testing/multipart.ts';
import type { Access, DeclaredRoute } from './access.ts';

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

/** What a valid request of a route needs, and what it answers. */
export interface RouteSample {
  /** How the tenant's caller calls the route on the tenant's own records (default: no input). */
  call?: (tenant: Tenant) => RouteCall;
  /**
   * The answer to that call from the caller the access names (the member, the admin, or
   * nobody for public routes), on a tenant whose Google grant reaches accounts (default 200).
   */
  ok?: number;
  /** The read that shows what the route writes (a registered route, same tenant). */
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

/** A registered route, its declared access and its sample. */
export interface RouteEntry extends Omit<RouteSample, 'call' | 'ok'> {
  access: Access;
  call: (tenant: Tenant) => RouteCall;
  ok: number;
}

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

const LIBRARY =
  "better-auth's own endpoints: the library validates each body with its own schemas and " +
  'ignores what it does not know (the matrix proves role/isAdmin in a sign-up change nothing)';

export const ROUTE_CALLS: Partial<Record<RouteKey, RouteSample>> = {
  // ------------------------------------------------------------ identity, contact, links
  'GET /api/check-domain': {
    call: (t) => ({ query: { email: `someone@${t.project.allowedDomains[0]}` } }),
  },
  'GET /api/auth/*': {
    call: () => ({ params: { '*': 'get-session' } }),
    unknownKeysAllowed: LIBRARY,
  },
  'POST /api/auth/*': {
    call: (t) => ({
      params: { '*': 'sign-in/email' },
      body: { email: t.member.email, password: TEST_PASSWORD },
    }),
    unknownKeysAllowed: LIBRARY,
  },
  'POST /api/auth/request-password-reset': {
    call: (t) => ({ body: { email: t.member.email } }),
  },
  'GET /api/invitations/lookup': {
    call: (t) => ({ query: { token: t.invitationToken } }),
  },
  'POST /api/contact': {
    call: () => ({ body: contactPayload() }),
    bodyLimit: 16 * 1024,
  },

  // The tenant's member is not the invitee: refused. Acceptance: invitations.test.ts.
  'POST /api/invitations/accept': {
    call: (t) => ({ body: { token: t.invitationToken } }),
    ok: 403,
  },

  // ------------------------------------------------------------ the project's invitations
  'GET /api/projects/:projectId/invitations': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'POST /api/projects/:projectId/invitations': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { email: `${uniqueId()}@${t.project.allowedDomains[0]}`, role: 'viewer' },
    }),
    ok: 201,
    readBack: 'GET /api/projects/:projectId/invitations',
  },
  'POST /api/projects/:projectId/invitations/:id/resend': {
    call: (t) => ({
      params: { projectId: String(t.project.id), id: String(t.invitationIds.owner) },
    }),
    readBack: 'GET /api/projects/:projectId/invitations',
  },
  'DELETE /api/projects/:projectId/invitations/:id': {
    call: (t) => ({
      params: { projectId: String(t.project.id), id: String(t.invitationIds.owner) },
    }),
    ok: 204,
    readBack: 'GET /api/projects/:projectId/invitations',
  },

  // ------------------------------------------------------------ the project's records
  'GET /api/notes': {
    call: (t) => ({ query: { projectId: String(t.project.id) } }),
  },
  'POST /api/notes': {
    call: (t) => ({ body: { projectId: t.project.id, content: `Another note ${t.marker}` } }),
    ok: 201,
    readBack: 'GET /api/notes',
  },
  'GET /api/projects/:projectId/platform-check': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'GET /api/projects/:projectId/channels': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'GET /api/projects/:projectId/brief.pdf': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'PUT /api/projects/:projectId/google-ads-accounts': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { accountIds: t.googleAccountIds.slice(0, 1) },
    }),
    readBack: 'GET /api/projects/:projectId/platform-check',
  },
  'GET /api/deliverables': {
    call: (t) => ({ query: { projectId: String(t.project.id) } }),
  },
  'GET /api/deliverables/:deliverableId/download': {
    call: (t) => ({ params: { deliverableId: String(t.deliverableId) } }),
  },
  'GET /api/metrics': {
    call: (t) => ({ query: { projectId: String(t.project.id) } }),
  },
  'POST /api/metrics': {
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
    call: (t) => ({ query: { projectId: String(t.project.id) } }),
  },
  'POST /api/fivetran/create-connector': {
    call: (t) => ({ body: { projectId: t.project.id, platform: 'linkedin' } }),
    readBack: 'GET /api/fivetran/connectors',
  },
  'POST /api/fivetran/pause-connector/:connectorId': {
    call: (t) => ({ params: { connectorId: t.connectorId } }),
    readBack: 'GET /api/fivetran/connectors',
  },

  // ------------------------------------------------------------ Google Ads (per user)
  'DELETE /api/google-ads/connection': {
    ok: 204,
    readBack: 'GET /api/google-ads/connection',
  },
  'POST /api/google-ads/oauth/start': {
    call: () => ({ body: { returnTo: 'connections' } }),
    readBack: 'GET /api/google-ads/connection',
  },
  'GET /api/google-ads/campaigns/:accountId': {
    call: (t) => ({ params: { accountId: googleAccountOf(t) } }),
  },
  'GET /api/google-ads/export/campaigns/:accountId': {
    call: (t) => ({ params: { accountId: googleAccountOf(t) }, query: { format: 'csv' } }),
  },
  'GET /api/google-ads/export/keywords/:accountId': {
    call: (t) => ({ params: { accountId: googleAccountOf(t) }, query: { format: 'csv' } }),
  },

  // ------------------------------------------------------------ the firm's
  'POST /api/admin/projects': {
    call: () => {
      const id = uniqueId();
      return { body: { name: `Project ${id}`, slug: `p_${id}`, allowedDomains: [`${id}.test`] } };
    },
    ok: 201,
  },
  'PATCH /api/admin/projects/:id': {
    call: (t) => ({ params: { id: String(t.project.id) }, body: { name: t.project.name } }),
  },
  'GET /api/admin/overview': {
    call: () => ({ query: { sort: 'name', direction: 'desc', attention: 'true', search: 'a' } }),
  },
  // No message of the tenant failed: the admin's retry of an unknown id is a 404.
  'POST /api/admin/mail/:mailId/retry': {
    call: () => ({ params: { mailId: '2147483000' } }),
    ok: 404,
  },
  'GET /api/admin/contacts': {
    call: () => ({ query: { status: 'failed', source: 'google', q: 'acme', pageSize: '20' } }),
  },
  'GET /api/admin/contacts/export.csv': {
    call: () => ({ query: { from: '2026-01-01T00:00:00Z', q: 'acme.com' } }),
  },
  'GET /api/admin/audit': {
    call: (t) => ({ query: { projectId: String(t.project.id), action: 'note.saved' } }),
  },
  'GET /api/admin/audit/export.csv': {
    call: (t) => ({ query: { projectId: String(t.project.id), from: '2026-01-01T00:00:00Z' } }),
  },
  // Contacts belong to no tenant: the admin's calls on an unknown contact are 404s.
  'POST /api/admin/contacts/:contactId/retry': {
    call: () => ({ params: { contactId: '2147483000' } }),
    ok: 404,
  },
  'PUT /api/admin/contacts/:contactId/handled': {
    call: () => ({ params: { contactId: '2147483000' }, body: { note: 'Called back' } }),
    ok: 404,
  },
  'DELETE /api/admin/contacts/:contactId/handled': {
    call: () => ({ params: { contactId: '2147483000' } }),
    ok: 404,
  },
  'GET /api/admin/projects/:projectId/invitations': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'POST /api/admin/projects/:projectId/invitations': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { email: `${uniqueId()}@${t.project.allowedDomains[0]}`, role: 'owner' },
    }),
    ok: 201,
  },
  'POST /api/admin/invitations/:id/resend': {
    call: (t) => ({ params: { id: String(t.invitationIds.admin) } }),
  },
  'DELETE /api/admin/invitations/:id': {
    call: (t) => ({ params: { id: String(t.invitationIds.admin) } }),
    ok: 204,
  },
  // The project page (docs/product.md#workspace): each call on the tenant's project.
  'GET /api/admin/projects/:projectId/workspace': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'GET /api/admin/projects/:projectId/submissions': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      query: { cursor: String(t.metricsId) },
    }),
  },
  'GET /api/admin/projects/:projectId/notes': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      query: { cursor: String(t.noteId) },
    }),
  },
  'GET /api/admin/projects/:projectId/exports/submissions.csv': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'GET /api/admin/projects/:projectId/exports/submissions.json': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'GET /api/admin/projects/:projectId/exports/notes.csv': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'GET /api/admin/projects/:projectId/exports/notes.json': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  // Channel data (docs/product.md#channel-data): the sandbox warehouse, read by the firm.
  'GET /api/admin/projects/:projectId/channels': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'POST /api/admin/projects/:projectId/channels/refresh': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    readBack: 'GET /api/admin/projects/:projectId/channels',
  },
  'GET /api/admin/projects/:projectId/brief.pdf': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  // An unknown user: the tenant's own member stays active for the other entries' calls.
  'POST /api/admin/users/:userId/deactivate': {
    call: () => ({ params: { userId: '2147483000' } }),
    ok: 404,
  },
  'POST /api/admin/users/:userId/reactivate': {
    call: () => ({ params: { userId: '2147483000' } }),
    ok: 404,
  },
  // Deliverables (docs/product.md#deliverables): the firm's files on the tenant's project.
  'POST /api/admin/projects/:projectId/deliverables': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      multipart: { file: { name: `Report ${t.marker}.pdf`, content: pdfBytes(t.marker) } },
    }),
    ok: 201,
  },
  'GET /api/admin/projects/:projectId/deliverables': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'DELETE /api/admin/projects/:projectId/deliverables/:deliverableId': {
    call: (t) => ({
      params: { projectId: String(t.project.id), deliverableId: String(t.deliverableId) },
    }),
    ok: 204,
  },
  // Closing the tenant's engagement would empty it for every later entry: the wrong slug.
  'POST /api/admin/projects/:projectId/close': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { confirmation: `not-${t.project.slug}` },
    }),
    ok: 400,
  },
  // The engagement's stage (docs/product.md#stages): members read it, administrators move it.
  'GET /api/projects/:projectId/stage': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'POST /api/admin/projects/:projectId/stage': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      // The tenant's first draft moved it to AI analysis already.
      body: { stage: 'diligence_report_delivery', message: `Report on its way ${t.marker}` },
    }),
    readBack: 'GET /api/projects/:projectId/stage',
  },
  // The initial report (docs/product.md#initial-report): the tenant's first version is published.
  'GET /api/projects/:projectId/report': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'GET /api/projects/:projectId/report/versions/:versionId': {
    call: (t) => ({
      params: { projectId: String(t.project.id), versionId: String(t.reportVersionId) },
    }),
  },
  'GET /api/admin/projects/:projectId/report': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
  },
  'POST /api/admin/projects/:projectId/report/draft': {
    call: (t) => ({ params: { projectId: String(t.project.id) } }),
    readBack: 'GET /api/admin/projects/:projectId/report',
  },
  // Both suites call the draft route first (POSTs before PUTs, in registration order): its new
  // version makes this edit of the first a stale one.
  'PUT /api/admin/projects/:projectId/report': {
    call: (t) => ({
      params: { projectId: String(t.project.id) },
      body: { basedOn: t.reportVersionId, body: `Edited ${t.marker}` },
    }),
    ok: 409,
    readBack: 'GET /api/admin/projects/:projectId/report',
  },
  'PUT /api/admin/projects/:projectId/report/settings': {
    call: (t) => ({ params: { projectId: String(t.project.id) }, body: { modelUse: 'figures' } }),
    readBack: 'GET /api/admin/projects/:projectId/report',
  },
  // Published already: approving it again is a conflict, not a change.
  'POST /api/admin/projects/:projectId/report/versions/:versionId/approve': {
    call: (t) => ({
      params: { projectId: String(t.project.id), versionId: String(t.reportVersionId) },
    }),
    ok: 409,
    readBack: 'GET /api/admin/projects/:projectId/report',
  },
  'POST /api/admin/projects/:projectId/report/versions/:versionId/publish': {
    call: (t) => ({
      params: { projectId: String(t.project.id), versionId: String(t.reportVersionId) },
      body: { confirmedNumbers: [] },
    }),
    ok: 409,
    readBack: 'GET /api/admin/projects/:projectId/report',
  },
  // Analysts (decision 099): unknown ids where a call would take the tenant's analyst away.
  'POST /api/admin/analysts': {
    call: () => ({ body: { email: `analyst-${uniqueId()}@firm.test` } }),
    ok: 201,
  },
  'DELETE /api/admin/analysts/:analystId': {
    call: () => ({ params: { analystId: '2147483000' } }),
    ok: 404,
  },
  'PUT /api/admin/projects/:projectId/analysts/:analystId': {
    call: (t) => ({
      params: { projectId: String(t.project.id), analystId: String(t.analyst.analystId) },
    }),
    ok: 204,
  },
  'DELETE /api/admin/projects/:projectId/analysts/:analystId': {
    call: (t) => ({ params: { projectId: String(t.project.id), analystId: '2147483000' } }),
    ok: 404,
  },
  'PUT /api/admin/users/:userId/projects': {
    call: (t) => ({
      params: { userId: String(t.member.userId) },
      body: { projectIds: [t.project.id], roles: { [t.project.id]: 'member' } },
    }),
  },

  // ------------------------------------------------------------ vendor callbacks and pages
  'GET /portal/fivetran/callback': {
    call: (t) => ({ query: queryOf(t.callbackUrl) }),
    unknownKeysAllowed: "Fivetran's Connect Card may append its own parameters to the redirect",
  },
  'GET /api/google-ads/oauth/callback': {
    call: () => ({ query: { state: 'not-a-state', code: 'not-a-code' } }),
    ok: 302,
    unknownKeysAllowed: 'Google appends parameters of its own (authuser, hd, prompt, iss)',
  },
  'GET /sandbox/fivetran/connect-card': {
    // The tenant's card was completed: a used card answers the "no longer valid" page.
    call: (t) => ({ query: { auth: t.connectCardAuth } }),
    ok: 404,
    refusedStatus: 404,
  },
  'POST /sandbox/fivetran/connect-card': {
    call: (t) => ({ form: { auth: t.connectCardAuth, action: 'cancel' } }),
    ok: 404,
    refusedStatus: 404,
    bodyLimit: 4096,
  },
  'GET /api/google-ads/sandbox/authorize': {
    call: () => ({ query: { client_id: 'nobody' } }),
    ok: 400,
    unknownKeysAllowed: "stands in for Google's consent URL, which takes more than we send",
  },
  'GET /api/google-ads/sandbox/approve': {
    call: () => ({
      query: { redirect_uri: 'https://elsewhere.example/', state: 'x', decision: 'deny' },
    }),
    ok: 400,
  },
};

/** A customer id the tenant's Google grant reaches, or one it does not (a 10-digit id). */
function googleAccountOf(tenant: Tenant): string {
  return tenant.googleAccountIds.find((id) => id !== '9000000001') ?? '1000000000';
}

function queryOf(pathAndQuery: string): Record<string, string> {
  return Object.fromEntries(new URL(pathAndQuery, 'http://localhost').searchParams);
}

/**
 * The security suites' routes: every route the app registered with the access it declared,
 * and its sample. Routes a rule of access.ts recognises (the client build's files: public,
 * no input) are left out; route-matrix.test.ts checks them apart.
 */
export function routeEntries(routes: readonly DeclaredRoute[]): [RouteKey, RouteEntry][] {
  return routes
    .filter((route) => route.source === 'route')
    .map((route) => {
      const key = `${route.method} ${route.url}` as RouteKey;
      const sample = ROUTE_CALLS[key] ?? {};
      return [
        key,
        {
          ...sample,
          access: route.access,
          call: sample.call ?? (() => ({})),
          ok: sample.ok ?? 200,
        },
      ];
    });
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

/** Sends a call of the route `key` with these headers (a session, or none). */
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
