/**
 * The project's latest metrics submission and when it was made (GET /api/metrics; only
 * fetched while the metrics tab is shown with a project chosen).
 */
import { INDUSTRY_LABELS } from '../../../../common/constants.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useProjectMetrics } from '../api/metrics.ts';

export function LatestSubmission({ projectId }: { projectId: number }) {
  const { data, isPending, error } = useProjectMetrics(projectId, true);
  const latest = data?.[0];
  return (
    <Card aria-labelledby="latest-submission-title" role="region">
      <CardHeader className="pb-3">
        <CardTitle id="latest-submission-title" className="text-base">
          Latest submission
        </CardTitle>
        <CardDescription>
          {isPending ? (
            'Loading submissions...'
          ) : error ? (
            `Could not load submissions: ${error.message}`
          ) : latest ? (
            <>
              Submitted <time dateTime={latest.createdAt}>{formatDateTime(latest.createdAt)}</time>{' '}
              by {latest.submittedBy}
              {data.length > 1 && ` · ${data.length} submissions in total`}
            </>
          ) : (
            'Nothing submitted yet for this project. Complete the steps below and save.'
          )}
        </CardDescription>
      </CardHeader>
      {latest && (
        <CardContent>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Industry</dt>
              <dd className="font-medium">
                {latest.industry ? INDUSTRY_LABELS[latest.industry] : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Annual Revenue</dt>
              <dd className="font-medium">{formatMoney(latest.trailingTwelveMonthRevenue)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Target CAC</dt>
              <dd className="font-medium">{formatMoney(latest.targetCac) ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Current CAC</dt>
              <dd className="font-medium">{formatMoney(latest.actualCac) ?? '—'}</dd>
            </div>
          </dl>
        </CardContent>
      )}
    </Card>
  );
}
