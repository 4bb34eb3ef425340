/**
 * Account helpers with no dependencies, safe for any bundle (the portal's first load does
 * not need zod): email domains, the name shown for a user, identity error codes.
 */

/** The part after the last @, lowercased; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The display name, else the part of the email before the @, else User. */
export function displayNameOf(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Error codes the identity endpoints answer with that the client reacts to. */
export const AUTH_ERROR_CODES = {
  domainNotAuthorized: 'DOMAIN_NOT_AUTHORIZED',
  passwordPolicy: 'PASSWORD_POLICY',
  /** A password reset link that expired, was used or never existed. */
  invalidToken: 'INVALID_TOKEN',
  /** Sign-up with an address that has an account: neutral words. */
  signUpRefused: 'SIGN_UP_REFUSED',
} as const;
