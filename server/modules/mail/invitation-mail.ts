/**
 * Invitation mail (docs/product.md#invitations): the invitation itself, with its one-time link, and
 * the notice to the inviter once it is accepted. Each returns the outbox row its caller
 * inserts in the transaction of the invitation's change.
 */
import type { MemberRole } from '../../../common/projects/constants.ts';
import { INVITATION_MESSAGES as M } from '../../../common/invitations/messages.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import type { MailContent } from '../../db/schema/index.ts';
import type { NewMail } from './notifications.ts';

/** Where an invitation mail's link leads: the portal page that signs up or in, then accepts. */
export function invitationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${PATHS.invitation}?token=${encodeURIComponent(token)}`;
}

export function invitationMail(invitation: {
  to: string;
  inviter: string;
  projectName: string;
  role: MemberRole;
  url: string;
}): NewMail {
  const { to, inviter, projectName, role, url } = invitation;
  const content: MailContent = {
    subject: M.mailSubject(inviter, projectName),
    heading: M.mailHeading(projectName),
    paragraphs: [M.mailIntro(inviter, projectName, M.asRole(role)), M.mailHow, M.mailValidity],
    details: [
      ['Project', projectName],
      ['Role', role],
      ['For', to],
    ],
    action: { label: M.mailAction, url },
  };
  return { to: [to], content };
}

export function invitationAcceptedMail(notice: {
  to: string;
  invitee: string;
  project: { id: number; name: string };
  role: MemberRole;
  siteUrl: string;
}): NewMail {
  const { to, invitee, project, role, siteUrl } = notice;
  const content: MailContent = {
    subject: M.acceptedSubject(invitee, project.name),
    heading: M.acceptedHeading(project.name),
    paragraphs: [M.acceptedIntro(invitee, project.name, M.asRole(role))],
    action: {
      label: M.acceptedAction,
      url: `${siteUrl}${PATHS.portalDashboard}?project=${project.id}`,
    },
  };
  return { to: [to], content };
}

/** To a new analyst (decision 099): what they may now do, and where to sign up. */
export function analystAddedMail(notice: {
  to: string;
  addedBy: string;
  siteUrl: string;
}): NewMail {
  const { to, addedBy, siteUrl } = notice;
  const content: MailContent = {
    subject: `${addedBy} added you as an analyst`,
    heading: 'You are an analyst in the client portal',
    paragraphs: [
      `${addedBy} added ${to} as an analyst: you will see the projects the firm assigns to you.`,
      'Sign in with this address, or create your account with it if you have none yet. Two-factor sign-in is required before the dashboard opens.',
    ],
    action: { label: 'Open the portal', url: `${siteUrl}${PATHS.portal}` },
  };
  return { to: [to], content };
}
