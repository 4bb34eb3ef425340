/**
 * GET /portal/fivetran/callback?connectorId=&state=, the connect card's redirect target
 * (docs/product.md#connections, docs/integrations.md#fivetran). It checks the connector (guards.ts)
 * and the signed state (callback-state.ts, each used once), resumes the connector, and
 * answers a tiny page whose static script (client/public/fivetran-callback.js; the CSP
 * allows no inline script) reads the outcome from the body's data attributes and then
 *
 *   with an opener:    posts {type: 'fivetran-success', connectorId} to it, addressed to
 *                      this origin (never '*'), and closes the popup;
 *   without an opener: forwards to /connections#success=true&platform=... (or #error=...).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../../common/connections/constants.ts';
import { CONNECTION_MESSAGES } from '../../../common/connections/messages.ts';
import { FIVETRAN_CALLBACK_SCRIPT, PATHS } from '../../../common/shared/paths.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml, htmlDocument } from '../../lib/html.ts';
import { firstUse } from '../../lib/single-use.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf } from '../auth/index.ts';
import { CALLBACK_STATE_LIFETIME_MS } from './callback-state.ts';
import { available, connectorGuard, type Connections } from './guards.ts';
import type { ConnectorRow } from './service.ts';

type CallbackOutcome =
  | { result: 'success'; connectorId: string; platform: Platform }
  | { result: 'error'; message: string; connectorId?: string; platform?: Platform };

const STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:420px;text-align:center}
h1{font-size:20px;margin:0 0 8px}
p{margin:0;color:#475569}
`;

function sendCallbackPage(reply: FastifyReply, outcome: CallbackOutcome) {
  const attributes = [
    `data-result="${outcome.result}"`,
    outcome.connectorId ? `data-connector-id="${escapeHtml(outcome.connectorId)}"` : '',
    outcome.platform ? `data-platform="${escapeHtml(outcome.platform)}"` : '',
    outcome.result === 'error' ? `data-message="${escapeHtml(outcome.message)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const text = outcome.result === 'success' ? CONNECTION_MESSAGES.callbackDone : outcome.message;
  const html = htmlDocument({
    title: CONNECTION_MESSAGES.callbackTitle,
    style: STYLE,
    head: `<script src="${FIVETRAN_CALLBACK_SCRIPT}" defer></script>`,
    body: `<body ${attributes}><main><h1>${escapeHtml(CONNECTION_MESSAGES.callbackTitle)}</h1><p>${escapeHtml(text)}</p></main></body>`,
  });
  return (
    reply
      .status(200)
      .header('cache-control', 'no-store')
      // The popup arrives here from the provider's page: a COOP other than unsafe-none
      // would cut it off from the window that opened it, and postMessage could not reach it.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

const callbackQuerySchema = z.object({
  connectorId: z.string().max(100).optional(),
  // Fivetran's own parameter names, in case a card appends them (unverified).
  id: z.string().max(100).optional(),
  state: z.string().max(200).optional(),
});

export const callbackPageRoute: FastifyPluginAsyncZod<{ connections: Connections | null }> = async (
  app,
  { connections },
) => {
  const { guard } = connectorGuard(app, connections);

  // The browser back from Fivetran: never 401; the outcome is on the page, and only the
  // caller's own connector is named.
  const config = { access: 'vendor-callback' as const };
  app.get(PATHS.fivetranCallback, { config }, async (request, reply) => {
    const query = callbackQuerySchema.safeParse(request.query);
    const connectorId = query.success ? (query.data.connectorId ?? query.data.id) : undefined;
    let outcome: CallbackOutcome;
    let row: ConnectorRow | undefined;
    try {
      const { service } = available(connections);
      row = await guard(request, reply, connectorId);
      const state = query.success ? query.data.state : undefined;
      const valid =
        service.isValidCallbackState(state, row.connectorId, callerOf(request).userId) &&
        (await firstUse(
          app.rateLimitCounter,
          'fivetran-callback',
          state!,
          CALLBACK_STATE_LIFETIME_MS,
        ));
      if (!valid) throw new AppError('bad_request', CONNECTION_MESSAGES.callbackInvalid);
      const { connected } = await service.completeSetup(row, auditActorOf(request));
      outcome = connected
        ? { result: 'success', connectorId: row.connectorId, platform: row.platform }
        : {
            result: 'error',
            message: CONNECTION_MESSAGES.cancelled,
            connectorId: row.connectorId,
            platform: row.platform,
          };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.statusCode >= 500)
        request.log.error({ err: error }, 'connect card callback failed');
      // Only a connector the caller may use is named back (never another tenant's).
      outcome = {
        result: 'error',
        message: error.message,
        ...(row ? { connectorId: row.connectorId, platform: row.platform } : {}),
      };
    }
    return sendCallbackPage(reply, outcome);
  });
};
