/**
 * The mail to a project's members when an administrator moves its stage (docs/product.md#stages):
 * the stage, its day, the firm's message and what happens next. One row per member, stored
 * in the move's transaction, so no member sees another's address.
 */
import { ENGAGEMENT_STAGE_LABELS, type EngagementStage } from '../../../common/stages/constants.ts';
import { PRODUCT_NAME } from '../../../common/shared/constants.ts';
import { formatDateLong } from '../../../common/shared/format.ts';
import { STAGE_MESSAGES as M } from '../../../common/stages/messages.ts';
import { PATHS } from '../../../common/shared/paths.ts';
import type { MailContent } from '../../db/schema/index.ts';
import type { NewMail } from './notifications.ts';

export function stageMovedMails(move: {
  to: readonly string[];
  project: { id: number; name: string };
  stage: EngagementStage;
  effectiveOn: string;
  message: string | null;
  siteUrl: string;
}): NewMail[] {
  const { to, project, stage, effectiveOn, message, siteUrl } = move;
  const label = ENGAGEMENT_STAGE_LABELS[stage];
  const content: MailContent = {
    subject: M.mailSubject(project.name, label),
    heading: M.mailHeading(label),
    paragraphs: [
      M.mailIntro(project.name, label, formatDateLong(effectiveOn)),
      ...(message ? [M.mailMessage(PRODUCT_NAME), message] : []),
      `${M.nextTitle}: ${M.next[stage]}`,
    ],
    action: {
      label: M.mailAction,
      url: `${siteUrl}${PATHS.portalDashboard}?project=${project.id}`,
    },
  };
  return to.map((address) => ({ to: [address], content }));
}
