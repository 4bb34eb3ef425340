/**
 * Mail to a user about their own account (docs/product.md#accounts): the password reset link,
 * the address confirmation link, and the notice that someone tried to sign up with their
 * address. Each returns the outbox row its caller inserts; the worker sends it (never inline).
 */
import { RESET_MESSAGES, VERIFY_MESSAGES } from '../../../common/auth/messages.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import type { MailContent } from '../../db/schema/index.ts';
import type { NewMail } from './notifications.ts';

/**
 * Where a reset mail's link leads: the identity library's check of the token, which then sends
 * the browser to the portal page that asks for the new password, or to that page with
 * `?error=INVALID_TOKEN` when the link expired or was used, so the page says so before a
 * password is typed. The confirmation link below works the same way.
 */
export function passwordResetUrl(siteUrl: string, token: string): string {
  const query = new URLSearchParams({ callbackURL: PATHS.resetPassword });
  return `${siteUrl}/api/auth/reset-password/${encodeURIComponent(token)}?${query.toString()}`;
}

export function passwordResetMail(to: string, url: string): NewMail {
  const content: MailContent = {
    subject: RESET_MESSAGES.mailSubject,
    heading: RESET_MESSAGES.mailHeading,
    paragraphs: [RESET_MESSAGES.mailIntro(to), RESET_MESSAGES.mailValidity],
    action: { label: RESET_MESSAGES.mailAction, url },
  };
  return { to: [to], content };
}

/**
 * Where a confirmation mail's link leads: the identity library's check, which then sends the
 * browser to the portal's outcome page (with `?error=` when the link failed).
 */
export function emailVerificationUrl(siteUrl: string, token: string): string {
  const query = new URLSearchParams({ token, callbackURL: PATHS.emailConfirmed });
  return `${siteUrl}/api/auth/verify-email?${query.toString()}`;
}

export function emailVerificationMail(to: string, url: string): NewMail {
  const content: MailContent = {
    subject: VERIFY_MESSAGES.mailSubject,
    heading: VERIFY_MESSAGES.mailHeading,
    paragraphs: [VERIFY_MESSAGES.mailIntro(to), VERIFY_MESSAGES.mailValidity],
    action: { label: VERIFY_MESSAGES.mailAction, url },
  };
  return { to: [to], content };
}

/** To the owner of an address someone tried to sign up with again. */
export function signUpAttemptMail(to: string, siteUrl: string): NewMail {
  const content: MailContent = {
    subject: VERIFY_MESSAGES.attemptSubject,
    heading: VERIFY_MESSAGES.attemptHeading,
    paragraphs: [VERIFY_MESSAGES.attemptIntro(to), VERIFY_MESSAGES.attemptAdvice],
    action: { label: VERIFY_MESSAGES.attemptAction, url: `${siteUrl}${PATHS.portal}` },
  };
  return { to: [to], content };
}
