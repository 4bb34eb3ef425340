import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { keepFieldFocused } from '../../../lib/keep-field-focused.ts';
import { LAST_STEP } from '../lib/wizard.ts';

/** The wizard's footer: Previous, then Next, or Save Data on the last step. */
export function WizardNavigation({
  step,
  onGoTo,
  saveLabel,
  saveDisabled,
  saveDescribedBy,
}: {
  step: number;
  onGoTo: (step: number) => void;
  saveLabel: string;
  saveDisabled: boolean;
  /** The id of the text saying why saving is refused, if it is. */
  saveDescribedBy: string | undefined;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-4 sm:px-6">
      <Button
        type="button"
        variant="outline"
        disabled={step === 0}
        onMouseDown={keepFieldFocused}
        onClick={() => onGoTo(step - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      {/* Distinct keys: React must not turn the clicked Next into a submit button
          before the click's default action runs (that would save on step 3). */}
      {step < LAST_STEP ? (
        <Button
          key="next"
          type="button"
          onMouseDown={keepFieldFocused}
          onClick={() => onGoTo(step + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      ) : (
        <Button
          key="save"
          type="submit"
          variant="default"
          disabled={saveDisabled}
          onMouseDown={keepFieldFocused}
          aria-describedby={saveDescribedBy}
        >
          {saveLabel}
        </Button>
      )}
    </div>
  );
}
