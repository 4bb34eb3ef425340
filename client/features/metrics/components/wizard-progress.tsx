/**
 * The wizard's progress panel (SPEC point 2): time remaining in minutes with one decimal,
 * step N of 4, a progress bar and the list of steps. A step is a button when the user may
 * jump to it (any earlier step, or up to one ahead).
 */
import { Check, Clock } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import {
  canJumpTo,
  formatMinutes,
  minutesRemaining,
  progressPercent,
  STEP_COUNT,
  WIZARD_STEPS,
} from '../lib/wizard.ts';

interface WizardProgressProps {
  step: number;
  onJump: (step: number) => void;
  /** Steps holding a field with an error, marked in the list. */
  stepsWithErrors: ReadonlySet<number>;
}

export function WizardProgress({ step, onJump, stepsWithErrors }: WizardProgressProps) {
  const percent = progressPercent(step);
  return (
    <nav
      aria-label="Wizard progress"
      className="flex flex-col gap-4 rounded-xl border border-border bg-muted/60 p-4 lg:sticky lg:top-24"
    >
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Time remaining
          </p>
          <p
            className="flex items-center gap-1.5 text-2xl font-semibold"
            data-testid="time-remaining"
          >
            <Clock className="size-5 text-accent" aria-hidden="true" />
            {formatMinutes(minutesRemaining(step))} min
          </p>
        </div>
        <p className="text-sm font-medium text-muted-foreground" data-testid="step-counter">
          Step {step + 1} of {STEP_COUNT}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-accent transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="flex flex-col gap-1">
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
