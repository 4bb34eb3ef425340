/**
 * Every version of the report, newest first (docs/product.md#initial-report): its number,
 * status, origin, who wrote it and when. Folded until asked for: the review is about the newest.
 */
import { ChevronDown } from 'lucide-react';
import type { ReportVersionSummary } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ReportStatusBadge, originText } from './report-status.tsx';

export function ReportVersions({ versions }: { versions: readonly ReportVersionSummary[] }) {
  return (
    <details className="rounded-lg border border-border">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        {M.versionsCount(versions.length)}
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <ol aria-label={M.versions} className="flex flex-col divide-y divide-border border-t">
        {versions.map((version) => (
          <li
            key={version.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm"
          >
            <span className="font-medium">{M.version(version.version)}</span>
            <ReportStatusBadge status={version.status} />
            <span className="text-muted-foreground wrap-anywhere">{originText(version)}</span>
            <time dateTime={version.createdAt} className="text-muted-foreground sm:ml-auto">
              {formatDateTime(version.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    </details>
  );
}
