/**
 * Mail to a user about their own account: the password reset link (issue 22, feature 2).
 * Each returns the outbox row its caller inserts; the worker sends it (never inline).
 */
import { RESET_MESSAGES } from '../../../common/messages.ts';
import { PATHS } from '../../../common/paths.ts';
import type { MailContent } from '../../db/schema/index.ts';
import type { NewMail } from './notifications.ts';

/** Where a reset mail's link leads: the portal page that asks for the new password. */
export function passwordResetUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
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
