/**
 * The member's dashboard (decision 104): where the engagement stands among SPEC point 1's
 * five stages, what happens next, the firm's latest message and, once the first submission
 * exists and until the report is due to be delivered, when the initial report is due.
 */
import { useId } from 'react';
import type { ProjectStage } from '../../../../common/contracts/stages.ts';
import { STAGE_MESSAGES as M } from '../../../../common/engagement-messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { reportDueAt, useProjectStage } from '../api/stages.ts';
import { StageSteps } from './stage-steps.tsx';

/** What happens next: at the first stage, it depends on whether the data is in yet. */
function nextStep(stage: ProjectStage): string {
  const submitted = stage.reportDueAt !== null;
  return stage.stage === 'initial_data_collection' && submitted
    ? M.nextOnceSubmitted
    : M.next[stage.stage];
}

export function StageCard({ projectId }: { projectId: number }) {
  const titleId = useId();
  const query = useProjectStage(projectId);
  const stage = query.data;
  const dueAt = stage ? reportDueAt(stage) : null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {M.title}
        </CardTitle>
        {stage?.since && (
          <p className="text-sm text-muted-foreground">{M.since(formatDay(stage.since))}</p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isError && (
          <Alert variant="destructive">
            <AlertDescription>
              {M.loadFailed}: {query.error.message}
            </AlertDescription>
          </Alert>
        )}
        {stage && (
          <>
            <StageSteps stage={stage.stage} />
            {dueAt && (
              <p className="font-semibold text-primary">{M.reportDue(formatDateTime(dueAt))}</p>
            )}
            <div>
              <h3 className="font-semibold">{M.nextTitle}</h3>
              <p className="text-sm text-muted-foreground">{nextStep(stage)}</p>
            </div>
            {stage.message && (
              <figure className="rounded-md border-l-4 border-primary bg-muted/50 px-4 py-3">
                <figcaption className="text-sm font-semibold">
                  {M.messageFrom(formatDay(stage.message.on))}
                </figcaption>
                <blockquote className="mt-1 whitespace-pre-line text-sm wrap-anywhere">
                  {stage.message.text}
                </blockquote>
              </figure>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
