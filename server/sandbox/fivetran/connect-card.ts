/**
 * The sandbox's Connect Card: a page of ours standing in for Fivetran's hosted setup step
 * (docs/integrations.md#sandboxes). The fake's connect card URI points here. Authorize completes
 * the setup (as passing Fivetran's Save & Test would) and Cancel leaves it incomplete;
 * both then send the browser to the card's redirect_uri, the very callback page the real
 * card returns to. Registered only in sandbox mode.
 *
 *   GET  /sandbox/fivetran/connect-card?auth=<token>     the page
 *   POST /sandbox/fivetran/connect-card  auth, action     authorize | cancel -> 303 redirect_uri
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PLATFORM_LABELS } from '../../../common/connections/constants.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import { platformOfService } from '../../integrations/fivetran/port.ts';
import { escapeHtml, htmlDocument } from '../../lib/html.ts';
import type { FivetranFake } from './vendor-fake.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#eef2f7;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:460px;background:#fff;border:1px solid #dbe3ee;border-radius:14px;box-shadow:0 10px 30px rgba(15,23,42,.08);overflow:hidden}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:16px 24px;border-bottom:1px solid #e2e8f0;background:#f8fafc}
.brand{font-weight:700;letter-spacing:.01em;color:#0b1f3a}
.badge{display:inline-block;border:1px solid #f59e0b;background:#fffbeb;color:#78350f;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
section{padding:24px}
h1{margin:0 0 8px;font-size:22px;line-height:1.25}
p{margin:0 0 16px;color:#334155}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px}
dt{color:#64748b}dd{margin:0;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
ul{margin:0 0 20px;padding-left:20px;color:#334155;font-size:14px}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{flex:1 1 140px;min-height:44px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;padding:10px 16px}
.primary{background:#0369a1;border:1px solid #0369a1;color:#fff}
.primary:hover{background:#075985}
.secondary{background:#fff;border:1px solid #cbd5e1;color:#0f172a}
.secondary:hover{background:#f1f5f9}
button:focus-visible{outline:2px solid #0369a1;outline-offset:2px}
.note{margin:16px 0 0;font-size:13px;color:#64748b}
@media (max-width:480px){body{padding:12px}section{padding:20px}dl{grid-template-columns:1fr;gap:2px}dd{margin-bottom:8px}}
`;

const cardQuerySchema = z.strictObject({ auth: z.string().min(1).max(200) });
const cardFormSchema = z.strictObject({
  auth: z.string().min(1).max(200),
  action: z.enum(['authorize', 'cancel']),
});

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return (
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // Like a vendor page without COOP: the popup keeps its link to the window that opened it.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8')
      .send(htmlDocument({ title, style: STYLE, body }))
  );
}

function expiredPage(reply: FastifyReply) {
  return sendPage(
    reply,
    404,
    'Connect card expired',
    `<body><main><header><span class="brand">Fivetran</span><span class="badge">Sandbox</span></header>
<section><h1>This connect card is no longer valid</h1>
<p>Connect cards are valid for one day and only once. Close this window and choose Connect again.</p></section></main></body>`,
  );
}

export function sandboxCardRoutes(fake: FivetranFake) {
  return async (app: FastifyInstance) => {
    // The card's form posts application/x-www-form-urlencoded (this plugin's scope only).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // The card's one-time token is the credential, as at Fivetran.
    const config = { access: 'sandbox-vendor' as const };

    app.get(PATHS.fivetranSandboxCard, { config }, async (request, reply) => {
      const query = cardQuerySchema.safeParse(request.query);
      const found = query.success ? fake.card(query.data.auth) : null;
      if (!query.success || !found) return expiredPage(reply);
      const { connection } = found;
      const platform = platformOfService(connection.service);
      const label = platform ? PLATFORM_LABELS[platform] : connection.service;
      const token = escapeHtml(query.data.auth);
      return sendPage(
        reply,
        200,
        `Connect ${label} · Fivetran sandbox`,
        `<body><main aria-labelledby="card-title">
<header><span class="brand">Fivetran</span><span class="badge">Sandbox</span></header>
<section>
<h1 id="card-title">Connect ${escapeHtml(label)}</h1>
<p>Authorize read-only access so Fivetran can sync ${escapeHtml(label)} data to your data warehouse.</p>
<ul><li>Read-only access to campaigns, ads and performance reports</li><li>Your ad accounts are never modified</li></ul>
<dl><dt>Connection</dt><dd>${escapeHtml(connection.id)}</dd><dt>Destination schema</dt><dd>${escapeHtml(connection.schema)}</dd></dl>
<form method="post" action="${PATHS.fivetranSandboxCard}" class="actions">
<input type="hidden" name="auth" value="${token}">
<button type="submit" name="action" value="authorize" class="primary">Authorize</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</form>
<p class="note">This is the local sandbox standing in for Fivetran's Connect Card: no real account is contacted and no data is synced.</p>
</section></main></body>`,
      );
    });

    app.post(PATHS.fivetranSandboxCard, { config }, async (request, reply) => {
      const form = cardFormSchema.safeParse(request.body);
      if (!form.success) return expiredPage(reply);
      const { auth, action } = form.data;
      const redirectUri = action === 'authorize' ? fake.completeCard(auth) : fake.abandonCard(auth);
      if (!redirectUri) return expiredPage(reply);
      // COOP applies to every response of a navigation, redirects included.
      return reply
        .header('cache-control', 'no-store')
        .header('cross-origin-opener-policy', 'unsafe-none')
        .redirect(redirectUri, 303);
    });
  };
}
