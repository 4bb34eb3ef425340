/**
 * The sandbox's stand-in for Google's consent screen (only registered in sandbox mode):
 *
 *   GET /api/google-ads/sandbox/authorize?client_id&redirect_uri&scope&state...   the page
 *   GET /api/google-ads/sandbox/approve?redirect_uri&state&user&decision           -> redirect_uri
 *
 * Like Google, it refuses any redirect_uri but the registered one (no open redirect) and
 * sends the browser back with ?code=...&state=... or ?error=access_denied&state=....
 * The page lets the tester pick a sandbox Google user (server/sandbox/google/dataset.ts), which
 * decides what Google Ads answers: the demo accounts, no accounts, or an error. What it needs
 * of the fake Google comes from the integration (`consent`): a module never imports the sandbox.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SANDBOX_AUTHORIZE_PATH,
  type GoogleSandboxConsent,
} from '../../integrations/google/index.ts';
import { GOOGLE_ADS_SCOPE } from '../../integrations/google/oauth.ts';

const SANDBOX_APPROVE_PATH = '/api/google-ads/sandbox/approve';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    background:#f0f4f9;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;padding:16px}
  main{width:100%;max-width:460px;background:#fff;border-radius:24px;padding:32px 28px;
    box-shadow:0 1px 3px rgba(0,0,0,.12)}
  .badge{display:inline-block;border:1px solid #f59e0b;background:#fffbeb;color:#78350f;
    border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
  h1{font-size:24px;font-weight:500;margin:16px 0 4px}
  p{margin:0 0 16px;color:#444}
  fieldset{border:0;margin:0 0 20px;padding:0}
  legend{font-weight:600;margin-bottom:8px}
  label{display:flex;gap:12px;align-items:flex-start;border:1px solid #dadce0;border-radius:12px;
    padding:12px 14px;margin-bottom:8px;cursor:pointer}
  label:has(input:checked){border-color:#0b57d0;background:#f4f8ff}
  input[type=radio]{margin-top:4px;accent-color:#0b57d0}
  .who{display:flex;flex-direction:column;min-width:0}
  .who strong{font-weight:600}
  .who span{color:#555;font-size:13px;overflow-wrap:anywhere}
  .scope{border-top:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3;padding:12px 0;margin-bottom:20px;font-size:14px}
  .actions{display:flex;justify-content:flex-end;gap:12px}
  button{font:inherit;font-weight:500;border-radius:999px;padding:10px 24px;cursor:pointer;border:1px solid transparent}
  .cancel{background:#fff;color:#0b57d0;border-color:#747775}
  .allow{background:#0b57d0;color:#fff}
  button:focus-visible,input:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const authorizeQuery = z.looseObject({
  response_type: z.string().optional(),
  client_id: z.string().optional(),
  redirect_uri: z.string().max(2048).optional(),
  scope: z.string().max(1024).optional(),
  state: z.string().max(1024).optional(),
});

const approveQuery = z.strictObject({
  redirect_uri: z.string().max(2048),
  state: z.string().max(1024),
  user: z.string().max(32).optional(),
  decision: z.enum(['allow', 'deny']),
});

export const sandboxConsentRoutes: FastifyPluginAsyncZod<{
  redirectUri: string;
  consent: GoogleSandboxConsent;
}> = async (app, { redirectUri, consent }) => {
  const { users } = consent;

  app.get(
    SANDBOX_AUTHORIZE_PATH,
    { config: { access: 'sandbox-vendor' }, schema: { querystring: authorizeQuery } },
    async (request, reply) => {
      const query = request.query;
      const problem =
        query.client_id !== consent.clientId
          ? 'invalid_client'
          : query.redirect_uri !== redirectUri
            ? 'redirect_uri_mismatch'
            : query.response_type !== 'code'
              ? 'unsupported_response_type'
              : !query.scope?.split(' ').includes(GOOGLE_ADS_SCOPE)
                ? 'invalid_scope'
                : !query.state
                  ? 'invalid_request'
                  : null;
      if (problem) {
        return sendPage(
          reply,
          400,
          page(
            'Access blocked',
            `<span class="badge">Sandbox</span><h1>Access blocked</h1><p>Error 400: ${problem}</p>`,
          ),
        );
      }
      const options = users
        .map(
          (user, index) =>
            `<label><input type="radio" name="user" value="${escape(user.key)}"${
              index === 0 ? ' checked' : ''
            }><span class="who"><strong>${escape(user.name)}</strong><span>${escape(
              user.email,
            )}</span><span>${escape(user.description)}</span></span></label>`,
        )
        .join('');
      return sendPage(
        reply,
        200,
        page(
          'Sign in with Google (sandbox)',
          `<span class="badge">Sandbox</span>
<h1>Choose an account</h1>
<p>to continue to Diligence Intelligence. This is a local sandbox: no real Google account is used.</p>
<form method="get" action="${SANDBOX_APPROVE_PATH}">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}">
<input type="hidden" name="state" value="${escape(query.state!)}">
<fieldset><legend>Sandbox Google accounts</legend>${options}</fieldset>
<div class="scope">Diligence Intelligence wants to view your Google Ads accounts and reports. It only reads them.</div>
<div class="actions">
<button class="cancel" type="submit" name="decision" value="deny">Cancel</button>
<button class="allow" type="submit" name="decision" value="allow">Allow</button>
</div></form>`,
        ),
      );
    },
  );

  app.get(
    SANDBOX_APPROVE_PATH,
    {
      config: { access: 'sandbox-vendor' },
      logLevel: 'warn',
      schema: { querystring: approveQuery },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.redirect_uri !== redirectUri) {
        return sendPage(
          reply,
          400,
          page('Access blocked', '<h1>Access blocked</h1><p>Error 400: redirect_uri_mismatch</p>'),
        );
      }
      const target = new URL(redirectUri);
      if (query.decision === 'deny') {
        target.search = new URLSearchParams({
          error: 'access_denied',
          state: query.state,
        }).toString();
        return reply.redirect(target.toString(), 302);
      }
      const user = users.find((candidate) => candidate.key === query.user) ?? users[0]!;
      target.search = new URLSearchParams({
        code: consent.codeFor(user.key),
        scope: `email openid https://www.googleapis.com/auth/userinfo.email ${GOOGLE_ADS_SCOPE}`,
        state: query.state,
      }).toString();
      return reply.redirect(target.toString(), 302);
    },
  );
};
