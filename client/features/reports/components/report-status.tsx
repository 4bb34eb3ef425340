/**
 * How a report version presents itself (docs/product.md#initial-report): its status as a badge
 * (in words, not colour alone) and who wrote it: the rules drafter (and why, when a model was
 * meant to), a language model, or an analyst.
 */
import type { ReportStatus, ReportVersionSummary } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const STATUS_VARIANT = {
  draft: 'secondary',
  approved: 'accent',
  published: 'default',
} as const satisfies Record<ReportStatus, 'secondary' | 'accent' | 'default'>;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{M.status[status]}</Badge>;
}

/**
 * "Drafted by gpt-4.1-mini", "Drafted from rules", "Drafted from rules: the model could not be
 * reached", or "Edited by dana@firm.test".
 */
export function originText(
  version: Pick<ReportVersionSummary, 'origin' | 'createdBy' | 'modelId' | 'fallbackReason'>,
): string {
  switch (version.origin) {
    case 'model':
      return version.modelId ? M.draftedBy(version.modelId) : M.draftedByModel;
    case 'rules':
      return version.fallbackReason
        ? M.draftedFromRulesBecause(M.fallbackReasons[version.fallbackReason])
        : M.origin.rules;
    case 'edited':
      return version.createdBy
        ? `${M.origin.edited} ${M.byWhom(version.createdBy)}`
        : M.origin.edited;
  }
}
