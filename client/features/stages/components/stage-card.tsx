/**
 * The member's dashboard (docs/product.md#stages): where the engagement stands among the journey's
 * five stages, what happens next, the firm's latest message and the initial report: its 24-48
 * hour window once the first submission exists, during the first two stages, then the day it
 * was published, at any stage. On a phone it folds to the current stage, unless the firm left
 * a message.
 */
import { useId } from 'react';
import { REPORT_MESSAGES } from '../../../../common/reports/messages.ts';
import { ENGAGEMENT_STAGE_LABELS, ENGAGEMENT_STAGES } from '../../../../common/stages/constants.ts';
import type { ProjectStage } from '../../../../common/stages/contract.ts';
import { STAGE_MESSAGES as M } from '../../../../common/stages/messages.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  PHONE_FOLD_HEADER,
  PHONE_FOLD_TITLE,
  PhoneFoldButton,
  usePhoneFold,
} from '../../../components/ui/phone-fold.tsx';
import { formatDateInText, formatDateTimeInText } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { reportMilestone, useProjectStage, type ReportMilestone } from '../api/stages.ts';
import { StageSteps } from './stage-steps.tsx';

/**
 * What happens next: in the first two stages, it depends on whether the data is in yet and
 * whether the initial report is out.
 */
function nextStep(stage: ProjectStage): string {
  const early = stage.stage === 'initial_data_collection' || stage.stage === 'ai_analysis';
  if (early && stage.reportPublishedAt !== null) return M.nextOncePublished;
  const submitted = stage.reportDueAt !== null;
  return stage.stage === 'initial_data_collection' && submitted
    ? M.nextOnceSubmitted
    : M.next[stage.stage];
}

function milestoneText({ kind, at }: ReportMilestone): string {
  return kind === 'published'
    ? REPORT_MESSAGES.stagePublished(formatDateInText(at))
    : REPORT_MESSAGES.stageWindow(formatDateTimeInText(at));
}

export function StageCard({ projectId }: { projectId: number }) {
  const titleId = useId();
  const query = useProjectStage(projectId);
  const stage = query.data;
  const milestone = stage ? reportMilestone(stage) : null;
  const fold = usePhoneFold();
  // The firm's message is news: it is never folded away.
  const foldable = stage !== undefined && !stage.message;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className={PHONE_FOLD_HEADER}>
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h2" id={titleId} className={PHONE_FOLD_TITLE}>
            {M.title}
          </CardTitle>
          {foldable && <PhoneFoldButton fold={fold} label={M.title} />}
        </div>
        {foldable && !fold.open && (
          <div className="text-sm font-medium text-primary sm:hidden">
            <p>
              {ENGAGEMENT_STAGE_LABELS[stage.stage]} · stage{' '}
              {ENGAGEMENT_STAGES.indexOf(stage.stage) + 1} of {ENGAGEMENT_STAGES.length}
            </p>
            {milestone && <p>{milestoneText(milestone)}</p>}
          </div>
        )}
        {stage?.since && (
          <p className="text-sm text-muted-foreground">{M.since(formatDateInText(stage.since))}</p>
        )}
      </CardHeader>
      <CardContent
        id={fold.contentId}
        className={cn('flex flex-col gap-4', foldable ? fold.contentClass : 'max-sm:px-4')}
      >
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
            {milestone && <p className="font-semibold text-primary">{milestoneText(milestone)}</p>}
            <div>
              <h3 className="font-semibold">{M.nextTitle}</h3>
              <p className="text-sm text-muted-foreground">{nextStep(stage)}</p>
            </div>
            {stage.message && (
              <figure className="rounded-md border-l-4 border-primary bg-muted/50 px-4 py-3">
                <figcaption className="text-sm font-semibold">
                  {M.messageFrom(formatDateInText(stage.message.on))}
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
