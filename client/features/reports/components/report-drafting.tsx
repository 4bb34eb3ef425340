/**
 * The project's drafting setting on the firm's review (docs/product.md#initial-report): rules
 * only, or a language model from the figures, with the notes or without. Each choice says what
 * it sends, since the client is told the same on their dashboard. Folded under its current
 * choice: it is set once per project, the review is about the report. Without a configured
 * model the choice is still stored, and the fold says the rules draft meanwhile.
 */
import { ChevronDown } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MODEL_USES, type ModelUse } from '../../../../common/reports/constants.ts';
import type { FirmReport } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast, toastFailure } from '../../../components/ui/toast-store.ts';
import { useReportWrite } from '../api/reports.ts';

function ModelLine({ model }: { model: FirmReport['model'] }) {
  return (
    <p className="text-sm text-muted-foreground wrap-anywhere">
      {model ? M.modelConfigured(model.modelId, model.provider) : M.noModelConfigured}
    </p>
  );
}

function DraftingForm({ projectId, report }: { projectId: number; report: FirmReport }) {
  const id = useId();
  const write = useReportWrite(projectId);
  const [choice, setChoice] = useState<ModelUse>(report.modelUse);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await write.mutateAsync({ kind: 'settings', modelUse: choice });
      toast({ title: M.draftingSaved });
    } catch (error) {
      toastFailure(M.actionFailed, error);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4 border-t p-4">
      <ModelLine model={report.model} />
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{M.draftingLegend}</legend>
        {MODEL_USES.map((use) => (
          <div key={use} className="flex items-start gap-2.5">
            <input
              type="radio"
              id={`${id}-${use}`}
              name={`${id}-model-use`}
              value={use}
              checked={choice === use}
              onChange={() => setChoice(use)}
              aria-describedby={`${id}-${use}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-accent"
            />
            <div className="flex min-w-0 flex-col gap-1">
              <Label htmlFor={`${id}-${use}`} className="leading-snug">
                {M.modelUses[use].label}
              </Label>
              <p id={`${id}-${use}-hint`} className="text-xs text-muted-foreground">
                {M.modelUses[use].hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <Button
        type="submit"
        variant="outline"
        className="self-start"
        disabled={write.isPending || choice === report.modelUse}
      >
        {write.isPending ? M.draftingSaving : M.draftingSave}
      </Button>
    </form>
  );
}

export function ReportDrafting({
  projectId,
  report,
  readOnly,
}: {
  projectId: number;
  report: FirmReport;
  /** A closed engagement: the choice is read, never changed. */
  readOnly: boolean;
}) {
  const current = M.draftingCurrent(M.modelUses[report.modelUse].label);
  if (readOnly) return <p className="text-sm text-muted-foreground">{current}</p>;
  return (
    <details className="rounded-lg border border-border">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        {current}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </summary>
      <DraftingForm projectId={projectId} report={report} />
    </details>
  );
}
