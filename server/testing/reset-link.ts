/** The token of a password reset mail's link (server/modules/mail/account-mail.ts). */
import { expect } from 'vitest';

/**
 * The link is `…/api/auth/reset-password/<token>?callbackURL=…`: the identity library's check
 * of the token, which then sends the browser to the portal's page.
 */
export function resetLinkToken(link: string): string {
  const { pathname, searchParams } = new URL(link);
  const prefix = '/api/auth/reset-password/';
  expect(pathname.startsWith(prefix) && searchParams.has('callbackURL'), link).toBe(true);
  return decodeURIComponent(pathname.slice(prefix.length));
}
