/**
 * The `state` parameter of the connect card's redirect: an HMAC over the connector, the user
 * who asked for the card and an expiry (a card lives one day). The callback page resumes a
 * connection only with a valid state, so a link crafted elsewhere cannot make a signed-in
 * user's browser resume a connector they paused (the callback is a GET, and SameSite=Lax
 * cookies travel with top-level navigations from other sites). Each state is used once
 * (callback-page.ts): opening the same return link again cannot resume a connector paused
 * since.
 */
import { createHmac } from 'node:crypto';
import { safeEqual, sign } from '../../lib/crypto.ts';

export const CALLBACK_STATE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface CallbackStateSigner {
  sign(connectorId: string, userId: number): string;
  verify(state: string | undefined, connectorId: string, userId: number): boolean;
}

export function createCallbackStateSigner(
  secret: string,
  now: () => number = Date.now,
): CallbackStateSigner {
  // A key of its own, derived from the app secret, so the MAC means nothing elsewhere.
  const key = createHmac('sha256', secret).update('fivetran-callback-state').digest();
  const mac = (connectorId: string, userId: number, expires: number) =>
    sign(key, `${connectorId}\n${userId}\n${expires}`);

  return {
    sign(connectorId, userId) {
      const expires = now() + CALLBACK_STATE_LIFETIME_MS;
      return `${expires.toString(36)}.${mac(connectorId, userId, expires)}`;
    },
    verify(state, connectorId, userId) {
      const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(state ?? '');
      if (!match) return false;
      const expires = parseInt(match[1]!, 36);
      if (!Number.isSafeInteger(expires) || expires < now()) return false;
      // The MAC's exact text: decoding first would take another spelling of the same bytes
      // (base64url's last character carries 2 unused bits).
      return safeEqual(match[2]!, mac(connectorId, userId, expires));
    },
  };
}
