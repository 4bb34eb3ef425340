/**
 * How a report version presents itself (docs/product.md#initial-report): its status as a badge
 * (in words, not colour alone) and who wrote it, the rules drafter or an analyst.
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

/** "Drafted from rules", or "Edited by dana@firm.test". */
export function originText(version: Pick<ReportVersionSummary, 'origin' | 'createdBy'>): string {
  if (version.origin === 'rules') return M.origin.rules;
  return version.createdBy ? `${M.origin.edited} ${M.byWhom(version.createdBy)}` : M.origin.edited;
}
