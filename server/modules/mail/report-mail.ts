/**
 * The mail to a project's members when the firm publishes its initial report
 * (docs/product.md#initial-report): a link to the dashboard, never the report's content. One row
 * per member, stored in the publication's transaction.
 */
import { REPORT_MESSAGES as M } from '../../../common/reports/messages.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import type { MailContent } from '../../db/schema/index.ts';
import type { NewMail } from './notifications.ts';

export function reportPublishedMails(publication: {
  to: readonly string[];
  project: { id: number; name: string };
  siteUrl: string;
}): NewMail[] {
  const { to, project, siteUrl } = publication;
  const content: MailContent = {
    subject: M.mailSubject(project.name),
    heading: M.mailHeading,
    paragraphs: [M.mailIntro(project.name)],
    action: {
      label: M.mailButton,
      url: `${siteUrl}${PATHS.portalDashboard}?project=${project.id}#initial-report`,
    },
  };
  return to.map((address) => ({ to: [address], content }));
}
