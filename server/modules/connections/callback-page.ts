/**
 * The connect card's redirect target (SPEC point 4, integrations brief §1): a tiny page
 * whose static script (client/public/fivetran-callback.js; the CSP allows no inline
 * script) reads the outcome from the body's data attributes and then
 *
 *   with an opener:    posts {type: 'fivetran-success', connectorId} to it, addressed to
 *                      this origin (never '*'), and closes the popup;
 *   without an opener: forwards to /connections#success=true&platform=... (or #error=...).
 */
import type { FastifyReply } from 'fastify';
import type { Platform } from '../../../common/constants.ts';
import { CONNECTION_MESSAGES } from '../../../common/messages.ts';
import { FIVETRAN_CALLBACK_SCRIPT } from '../../../common/paths.ts';
import { escapeHtml, htmlDocument } from '../../lib/html.ts';

export type CallbackOutcome =
  | { result: 'success'; connectorId: string; platform: Platform }
  | { result: 'error'; message: string; connectorId?: string; platform?: Platform };

const STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:420px;text-align:center}
h1{font-size:20px;margin:0 0 8px}
p{margin:0;color:#475569}
`;

export function sendCallbackPage(reply: FastifyReply, outcome: CallbackOutcome) {
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
