/** The five stages in order, the current one marked, the earlier ones done. */
import { Check } from 'lucide-react';
import {
  ENGAGEMENT_STAGE_LABELS,
  ENGAGEMENT_STAGES,
  type EngagementStage,
} from '../../../../common/stages/constants.ts';
import { STAGE_MESSAGES as M } from '../../../../common/stages/messages.ts';
import { cn } from '../../../lib/utils.ts';

export function StageSteps({ stage }: { stage: EngagementStage }) {
  const current = ENGAGEMENT_STAGES.indexOf(stage);
  return (
    <ol aria-label={M.stagesLabel} className="grid gap-2 sm:grid-cols-5">
      {ENGAGEMENT_STAGES.map((step, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li
            key={step}
            aria-current={here ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-md border px-3 py-2 text-sm sm:flex-col sm:items-start',
              here && 'border-primary bg-primary/5 font-semibold text-primary',
              !here && !done && 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                here && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary text-primary',
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span>
              {ENGAGEMENT_STAGE_LABELS[step]}
              {here && <span className="sr-only"> ({M.current})</span>}
              {done && <span className="sr-only"> ({M.done})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
