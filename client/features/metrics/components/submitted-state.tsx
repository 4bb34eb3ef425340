/**
 * The wizard's "Submitted" state (docs/product.md#wizard): when and by whom the latest submission
 * was made, its headline values, the engagement's stage and the initial report's 24-48 hour
 * window or its publication (the stages feature's read, decision 107), the metrics brief with its form for the figures
 * the wizard does not ask of the industry, and "Update your data", which starts the wizard
 * from those values. Viewers see it without the actions.
 */
import { CheckCircle2, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { REPORT_MESSAGES } from '../../../../common/reports/messages.ts';
import { ENGAGEMENT_STAGE_LABELS } from '../../../../common/stages/constants.ts';
import { INDUSTRY_LABELS } from '../../../../common/metrics/constants.ts';
import type { MetricsRecord } from '../../../../common/metrics/contract.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import {
  formatDate,
  formatDateTime,
  formatDateTimeInText,
  formatMoneyExact,
} from '../../../lib/format.ts';
import { platformSpend } from '../../../../common/brief/brief.ts';
import { AddFiguresForm, BriefCard, BriefPdfLink } from '../../brief/index.ts';
import { usePlatformCheck } from '../../platform-check/index.ts';
import { reportMilestone, useProjectStage, type ReportMilestone } from '../../stages/index.ts';
import { useSaveMetrics } from '../api/metrics.ts';

function ReportMilestoneValue({ milestone: { kind, at } }: { milestone: ReportMilestone }) {
  return (
    <time dateTime={at}>
      {kind === 'published'
        ? REPORT_MESSAGES.clientPublished(formatDate(at))
        : REPORT_MESSAGES.submittedWindow(formatDateTime(at))}
    </time>
  );
}

function Summary({ latest, projectId }: { latest: MetricsRecord; projectId: number }) {
  const stage = useProjectStage(projectId).data;
  const milestone = stage ? reportMilestone(stage) : null;
  const items: [string, ReactNode][] = [
    ['Industry', latest.industry ? INDUSTRY_LABELS[latest.industry] : '—'],
    ['Annual Revenue', formatMoneyExact(latest.trailingTwelveMonthRevenue)],
    ['Target CAC', formatMoneyExact(latest.targetCac) ?? '—'],
    ['Current CAC', formatMoneyExact(latest.actualCac) ?? '—'],
  ];
  if (stage) items.push(['Stage', ENGAGEMENT_STAGE_LABELS[stage.stage]]);
  if (milestone) {
    items.push([REPORT_MESSAGES.submittedLabel, <ReportMilestoneValue milestone={milestone} />]);
  }
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface SubmittedStateProps {
  projectId: number;
  submissions: MetricsRecord[];
  /** Why the user may not change the data (viewer, archived); null when they may. */
  readOnlyReason: string | null;
  onUpdate: () => void;
}

export function SubmittedState({
  projectId,
  submissions,
  readOnlyReason,
  onUpdate,
}: SubmittedStateProps) {
  const latest = submissions[0]!;
  const save = useSaveMetrics(projectId);
  const check = usePlatformCheck(projectId);
  return (
    <div className="flex flex-col gap-6">
      <Card role="region" aria-labelledby="submitted-title">
        <CardHeader className="flex flex-col gap-3 pb-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle id="submitted-title" className="flex items-center gap-2 text-base">
              <CheckCircle2 aria-hidden="true" className="size-5 text-accent" />
              Submitted
            </CardTitle>
            <CardDescription className="mt-1">
              Submitted{' '}
              <time dateTime={latest.createdAt}>{formatDateTimeInText(latest.createdAt)}</time> by{' '}
              {latest.submittedBy}
              {submissions.length > 1 && ` · ${submissions.length} submissions in total`}
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2 self-start">
            <BriefPdfLink projectId={projectId} />
            {readOnlyReason === null && (
              <Button type="button" variant="default" onClick={onUpdate}>
                <Pencil aria-hidden="true" />
                Update your data
              </Button>
            )}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Summary latest={latest} projectId={projectId} />
          {readOnlyReason !== null && (
            <Alert>
              <AlertDescription>{readOnlyReason}</AlertDescription>
            </Alert>
          )}
        </CardContent>
      </Card>
      <BriefCard
        submission={latest}
        platformSpend={check.data ? platformSpend(check.data) : null}
      />
      {readOnlyReason === null && (
        <AddFiguresForm submission={latest} onSave={(patch) => save.mutateAsync(patch)} />
      )}
    </div>
  );
}
