/**
 * The connect flow (docs/product.md#connections), without React: open a popup (1000x800), ask the
 * server for a connector and its connect card, send the popup there, then wait for the callback
 * page's `fivetran-success` message. It fails when the popup is blocked, when it is closed without
 * that message (polled every 500 ms), or after 10 minutes.
 *
 * The popup opens at once, inside the click, so browsers do not block it for having been
 * opened after a network round trip; it shows a short "Preparing..." line meanwhile.
 */
import { CONNECT_POPUP } from '../../../../common/connections/constants.ts';
import {
  FIVETRAN_SUCCESS_MESSAGE_TYPE,
  type CreateConnectorResponse,
} from '../../../../common/connections/contract.ts';
import { CONNECTION_MESSAGES } from '../../../../common/connections/messages.ts';

/** A failure of the flow itself, with the message the toast shows. */
export class ConnectFlowError extends Error {
  override name = 'ConnectFlowError';
}

export interface ConnectPopupOptions {
  /** The window that opens the popup and receives its message. */
  window: Window;
  /** Asks the server for the connector and its connect card. */
  requestConnector: () => Promise<CreateConnectorResponse>;
  timing?: { width: number; height: number; pollMs: number; timeoutMs: number };
  /**
   * The callback posts its message and closes at once; after seeing the popup closed, wait
   * this long for a message already on its way before calling the flow cancelled.
   */
  closeGraceMs?: number;
}

const CONNECT_POPUP_NAME = 'fivetran-connect-card';

function popupFeatures(opener: Window, width: number, height: number): string {
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

function showPreparing(popup: Window) {
  try {
    popup.document.title = 'Connecting…';
    popup.document.body.style.font = '16px system-ui, sans-serif';
    popup.document.body.style.padding = '24px';
    popup.document.body.textContent = 'Preparing the secure connection page…';
  } catch {
    // Not our document (already navigated): nothing to show.
  }
}

export async function connectThroughPopup({
  window: opener,
  requestConnector,
  timing = CONNECT_POPUP,
  closeGraceMs = 300,
}: ConnectPopupOptions): Promise<{ connectorId: string }> {
  const popup = opener.open(
    'about:blank',
    CONNECT_POPUP_NAME,
    popupFeatures(opener, timing.width, timing.height),
  );
  if (!popup) throw new ConnectFlowError(CONNECTION_MESSAGES.popupBlocked);
  showPreparing(popup);

  let card: CreateConnectorResponse;
  try {
    card = await requestConnector();
  } catch (error) {
    popup.close();
    throw error;
  }
  if (popup.closed) throw new ConnectFlowError(CONNECTION_MESSAGES.cancelled);
  popup.location.href = card.connectCardUrl;

  return new Promise((resolve, reject) => {
    let settled = false;
    let grace: number | undefined;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      opener.clearInterval(poll);
      opener.clearTimeout(deadline);
      if (grace !== undefined) opener.clearTimeout(grace);
      opener.removeEventListener('message', onMessage);
      settle();
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own callback page, in our popup, counts.
      if (event.origin !== opener.location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; connectorId?: unknown; message?: unknown };
      if (data?.type === FIVETRAN_SUCCESS_MESSAGE_TYPE && data.connectorId === card.connectorId) {
        finish(() => resolve({ connectorId: card.connectorId }));
      } else if (data?.type === 'fivetran-error') {
        const message =
          typeof data.message === 'string' && data.message
            ? data.message
            : CONNECTION_MESSAGES.cancelled;
        finish(() => reject(new ConnectFlowError(message)));
      }
    };
    const poll = opener.setInterval(() => {
      if (!popup.closed || grace !== undefined) return;
      grace = opener.setTimeout(
        () => finish(() => reject(new ConnectFlowError(CONNECTION_MESSAGES.cancelled))),
        closeGraceMs,
      );
    }, timing.pollMs);
    const deadline = opener.setTimeout(() => {
      finish(() => {
        popup.close();
        reject(new ConnectFlowError(CONNECTION_MESSAGES.timeout));
      });
    }, timing.timeoutMs);
    opener.addEventListener('message', onMessage);
  });
}
