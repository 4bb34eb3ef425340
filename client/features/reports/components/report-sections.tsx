/**
 * A draft's sections as the firm reviews them (docs/product.md#initial-report): the summary,
 * the findings with their severity, the red flags, the recommendations by horizon, the
 * questions for management and the data gaps; every entry with the figures it cites.
 */
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  RECOMMENDATION_HORIZONS,
  type FindingSeverity,
} from '../../../../common/reports/constants.ts';
import type { ReportDraft, ReportFigure } from '../../../../common/reports/contract.ts';
import { REPORT_MESSAGES as M } from '../../../../common/reports/messages.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import { Citations } from './report-citations.tsx';

const SEVERITY_CLASSES: Record<FindingSeverity, string> = {
  high: 'border-destructive/50 bg-red-50 text-destructive',
  medium: 'border-amber-200 bg-amber-50 text-amber-900',
  low: 'border-slate-200 bg-slate-50 text-slate-700',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-semibold text-primary">{title}</h3>
      {children}
    </section>
  );
}

function Entry({
  title,
  text,
  marker,
  figureKeys,
  figures,
}: {
  title: string;
  text: string;
  marker?: ReactNode;
  figureKeys: readonly string[];
  figures: readonly ReportFigure[];
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:p-4">
      <p className="flex flex-wrap items-start gap-x-2 gap-y-1 font-medium leading-tight">
        {marker}
        <span className="min-w-0 flex-1 wrap-anywhere">{title}</span>
      </p>
      <p className="text-sm text-muted-foreground wrap-anywhere">{text}</p>
      <Citations keys={figureKeys} figures={figures} />
    </li>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
      {lines.map((line, index) => (
        <li key={index} className="wrap-anywhere">
          {line}
        </li>
      ))}
    </ul>
  );
}

export function ReportSections({
  draft,
  figures,
}: {
  draft: ReportDraft;
  figures: readonly ReportFigure[];
}) {
  const horizons = RECOMMENDATION_HORIZONS.map((horizon) => ({
    horizon,
    entries: draft.recommendations.filter((entry) => entry.horizon === horizon),
  })).filter(({ entries }) => entries.length > 0);
  return (
    <div className="flex flex-col gap-6">
      <Section title={M.summary}>
        <p className="text-sm leading-6 wrap-anywhere">{draft.summary}</p>
      </Section>
      {draft.findings.length > 0 && (
        <Section title={M.findings}>
          <ul className="flex flex-col gap-3">
            {draft.findings.map((finding, index) => (
              <Entry
                key={index}
                title={finding.title}
                text={finding.text}
                marker={
                  <Badge variant="outline" className={cn(SEVERITY_CLASSES[finding.severity])}>
                    {M.severity[finding.severity]}
                  </Badge>
                }
                figureKeys={finding.figures}
                figures={figures}
              />
            ))}
          </ul>
        </Section>
      )}
      {draft.redFlags.length > 0 && (
        <Section title={M.redFlags}>
          <ul className="flex flex-col gap-3">
            {draft.redFlags.map((flag, index) => (
              <Entry
                key={index}
                title={flag.title}
                text={flag.why}
                marker={
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 text-destructive" />
                }
                figureKeys={flag.figures}
                figures={figures}
              />
            ))}
          </ul>
        </Section>
      )}
      {horizons.length > 0 && (
        <Section title={M.recommendations}>
          {horizons.map(({ horizon, entries }) => (
            <div key={horizon} className="flex flex-col gap-2">
              <h4 className="text-sm font-semibold text-muted-foreground">{M.horizons[horizon]}</h4>
              <ul className="flex flex-col gap-3">
                {entries.map((entry, index) => (
                  <Entry
                    key={index}
                    title={entry.title}
                    text={entry.rationale}
                    figureKeys={entry.figures}
                    figures={figures}
                  />
                ))}
              </ul>
            </div>
          ))}
        </Section>
      )}
      {draft.questions.length > 0 && (
        <Section title={M.questions}>
          <Lines lines={draft.questions} />
        </Section>
      )}
      {draft.dataGaps.length > 0 && (
        <Section title={M.dataGaps}>
          <Lines lines={draft.dataGaps} />
        </Section>
      )}
    </div>
  );
}
