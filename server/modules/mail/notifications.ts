/**
 * The firm's notifications (docs/product.md#mail): a new consultation request, a project's
 * first metrics submission. Each returns the outbox rows its caller inserts in the statement
 * or transaction that stores the event, none when no one is to be told.
 */
import { PATHS } from '../../../common/shared/paths.ts';
import type { CrmSyncStatus } from '../../../common/leads/constants.ts';
import type { contacts, MailContent, mailOutbox } from '../../db/schema/index.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { ServerConfig } from '../../secrets.ts';
import { queueMail } from './queue-mail.ts';

export type NewMail = typeof mailOutbox.$inferInsert;

export type NewLead = Pick<
  typeof contacts.$inferSelect,
  | 'firstName'
  | 'lastName'
  | 'workEmail'
  | 'phoneNumber'
  | 'source'
  | 'referralFirstName'
  | 'referralLastName'
  | 'referralEmail'
>;

const CRM_STATE: Record<'pending' | 'not_configured', string> = {
  pending: 'Being sent to HubSpot (the Contacts tab shows how it went)',
  not_configured: 'Not sent to a CRM: HubSpot is not configured',
};

function leadContent(lead: NewLead, crm: CrmSyncStatus, siteUrl: string): MailContent {
  const name = `${lead.firstName} ${lead.lastName}`;
  const referral = [lead.referralFirstName, lead.referralLastName, lead.referralEmail]
    .filter(Boolean)
    .join(' ');
  return {
    subject: `New consultation request: ${name}`,
    heading: `${name} asked for a consultation`,
    paragraphs: ['A visitor sent the contact form on the website.'],
    details: [
      ['Name', name],
      ['Work email', lead.workEmail],
      ['Phone', lead.phoneNumber ?? '—'],
      ['Heard of us through', lead.source],
      ...(referral ? [['Referred by', referral] as [string, string]] : []),
      ['CRM', crm === 'not_configured' ? CRM_STATE.not_configured : CRM_STATE.pending],
    ],
    action: { label: 'Open the Contacts tab', url: `${siteUrl}${PATHS.admin}` },
  };
}

function firstSubmissionContent(
  project: { id: number; name: string },
  submitter: string,
  siteUrl: string,
): MailContent {
  return {
    subject: `First metrics submission for ${project.name}`,
    heading: `${project.name} has its first metrics`,
    paragraphs: [`${submitter} submitted the first metrics for ${project.name}.`],
    details: [
      ['Project', project.name],
      ['Submitted by', submitter],
    ],
    action: {
      label: 'Open the project',
      url: `${siteUrl}${PATHS.portalDashboard}?project=${project.id}`,
    },
  };
}

const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * PostgreSQL's jsonb refuses a lone UTF-16 surrogate, which its text columns store as U+FFFD:
 * the content does the same, so a request the contact row accepts is never refused for its
 * mail. A plain walk: a JSON round trip with a reviver cost ten times as much on every lead.
 */
function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, wellFormed(item)]),
    ) as T;
  }
  return value;
}

export function createNotifications(
  config: Pick<ServerConfig, 'mail' | 'publicSiteUrl'>,
  jobs: Jobs,
) {
  const to = config.mail.notifyEmails;
  const rows = (content: () => MailContent): NewMail[] =>
    to.length === 0 ? [] : [{ to, content: wellFormed(content()) }];
  return {
    newLead: (lead: NewLead, crm: CrmSyncStatus) =>
      rows(() => leadContent(lead, crm, config.publicSiteUrl)),
    firstSubmission: (project: { id: number; name: string }, submitter: string) =>
      rows(() => firstSubmissionContent(project, submitter, config.publicSiteUrl)),
    /** Stores the rows with their jobs, `within` the transaction of their event. */
    queue: (within: Database | DatabaseTransaction, mail: NewMail[]) =>
      queueMail(jobs, within, mail),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
