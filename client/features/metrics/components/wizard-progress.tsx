/**
 * The wizard's progress panel (docs/product.md#wizard): time remaining in minutes with one decimal,
 * step N of 4, a progress bar and the list of steps. A step is a button when the user may
 * jump to it (any earlier step, or up to one ahead). Below the lg breakpoint it is a compact
 * bar above the form, its list of steps folded behind the step counter.
 */
import { Check, ChevronDown, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/utils.ts';
import {
  canJumpTo,
  formatMinutes,
  minutesRemaining,
  progressPercent,
  STEP_COUNT,
  WIZARD_STEPS,
  type WizardPosition,
} from '../lib/wizard.ts';

interface WizardProgressProps {
  position: WizardPosition;
  onJump: (step: number) => void;
  /** Steps holding a field with a problem, marked in the list. */
  stepsWithErrors: ReadonlySet<number>;
}

export function WizardProgress({ position, onJump, stepsWithErrors }: WizardProgressProps) {
  const { step } = position;
  const percent = progressPercent(step);
  const listId = useId();
  const [listOpen, setListOpen] = useState(false);
  const flagged = WIZARD_STEPS.filter((_, index) => stepsWithErrors.has(index)).map(
    ({ title }) => title,
  );
  return (
    <nav
      aria-label="Wizard progress"
      className="flex flex-col gap-2 rounded-xl border border-border bg-muted/60 px-4 py-3 max-lg:rounded-b-none lg:sticky lg:top-24 lg:gap-4 lg:p-4"
    >
      {/* One row on a phone (time, bar, step); from lg the bar has a line of its own. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-4 lg:items-end lg:justify-between">
        <div className="shrink-0">
          <p className="sr-only lg:not-sr-only lg:text-xs lg:font-medium lg:uppercase lg:tracking-wide lg:text-muted-foreground">
            Time remaining
          </p>
          <p
            className="flex items-center gap-1.5 font-semibold lg:text-2xl"
            data-testid="time-remaining"
          >
            <Clock className="size-4 text-accent lg:size-5" aria-hidden="true" />
            {formatMinutes(minutesRemaining(position))} min
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 min-w-12 flex-1 overflow-hidden rounded-full bg-border lg:order-last lg:h-2 lg:basis-full"
        >
          <div
            className="h-full rounded-full bg-accent transition-all"
            style={{ width: `${percent}%` }}
          />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <p className="text-sm font-medium text-muted-foreground" data-testid="step-counter">
            Step {step + 1} of {STEP_COUNT}
          </p>
          <button
            type="button"
            aria-label="All steps"
            aria-expanded={listOpen}
            aria-controls={listId}
            onClick={() => setListOpen((open) => !open)}
            className="-mr-2 flex size-8 items-center justify-center rounded-md hover:bg-background/70 lg:hidden"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'size-4 transition-transform motion-reduce:transition-none',
                listOpen && 'rotate-180',
              )}
            />
          </button>
        </div>
      </div>
      {!listOpen && flagged.length > 0 && (
        <p className="text-sm text-destructive lg:hidden">Needs attention: {flagged.join(', ')}</p>
      )}
      <ol id={listId} className={cn('flex-col gap-1 lg:flex', listOpen ? 'flex' : 'hidden')}>
        {WIZARD_STEPS.map(({ title, minutes }, index) => {
          const current = index === step;
          const done = index < step;
          const reachable = canJumpTo(index, step);
          const hasError = stepsWithErrors.has(index);
          return (
            <li key={title}>
              <button
                type="button"
                disabled={!reachable}
                aria-current={current ? 'step' : undefined}
                onClick={() => onJump(index)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md px-2 py-2 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-50',
                  current ? 'bg-background font-semibold shadow-sm' : 'hover:bg-background/70',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    current && 'border-accent bg-accent text-accent-foreground',
                    done && !current && 'border-accent text-accent',
                    hasError && 'border-destructive bg-destructive text-destructive-foreground',
                  )}
                >
                  {done && !hasError ? <Check className="size-4" /> : index + 1}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate">{title}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    about {minutes} min
                    {hasError && <span className="text-destructive"> · needs attention</span>}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
