/**
 * The figures a draft's entry cites (docs/product.md#initial-report): small buttons with each
 * figure's label and value, which open its formula in place (a disclosure: a button that says
 * whether it is open, Escape closes it), and the column of every figure the draft cites.
 */
import { Calculator } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { ReportDraft, ReportFigure } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';

function figuresOf(keys: readonly string[], figures: readonly ReportFigure[]): ReportFigure[] {
  return keys.flatMap((key) => figures.filter((figure) => figure.key === key));
}

export function Citations({
  keys,
  figures,
}: {
  keys: readonly string[];
  figures: readonly ReportFigure[];
}) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const panelId = useId();
  const cited = figuresOf(keys, figures);
  if (cited.length === 0) return null;
  const open = cited.find((figure) => figure.key === openKey);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpenKey(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-xs text-muted-foreground">{M.cites}</span>
        {cited.map((figure) => (
          <button
            key={figure.key}
            type="button"
            aria-expanded={figure.key === openKey}
            aria-controls={panelId}
            onClick={() => setOpenKey((current) => (current === figure.key ? null : figure.key))}
            onKeyDown={closeOnEscape}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-background px-2.5 py-1 text-left text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-expanded:border-accent aria-expanded:bg-accent/10"
          >
            <Calculator aria-hidden="true" className="size-3 shrink-0 text-muted-foreground" />
            <span className="min-w-0 wrap-anywhere">{figure.label}</span>
            <span className="font-semibold tabular-nums">{figure.value}</span>
          </button>
        ))}
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="rounded-md border border-border bg-muted/50 px-3 py-2 text-xs"
      >
        {open && (
          <>
            <p className="font-medium">
              {M.formula}: {open.label}
            </p>
            <p className="mt-1 text-muted-foreground wrap-anywhere">{open.formula}</p>
          </>
        )}
      </div>
    </div>
  );
}

/** The keys a draft cites, in the order it first cites them. */
function citedKeys(draft: ReportDraft): string[] {
  const entries = [...draft.findings, ...draft.redFlags, ...draft.recommendations];
  return [...new Set(entries.flatMap((entry) => entry.figures))];
}

/** "The figures it cites": each figure's label, value and formula. */
export function CitedFigures({
  draft,
  figures,
  titleId,
}: {
  draft: ReportDraft;
  figures: readonly ReportFigure[];
  titleId: string;
}) {
  const cited = figuresOf(citedKeys(draft), figures);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-semibold text-primary">
        {M.figuresTitle}
      </h3>
      {cited.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.noFiguresCited}</p>
      ) : (
        <dl className="flex flex-col gap-2">
          {cited.map((figure) => (
            <div
              key={figure.key}
              className="flex flex-col gap-0.5 rounded-lg border border-border bg-background p-3"
            >
              <dt className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="text-muted-foreground wrap-anywhere">{figure.label}</span>
                <span className="font-semibold tabular-nums">{figure.value}</span>
              </dt>
              <dd className="text-xs text-muted-foreground wrap-anywhere">{figure.formula}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
