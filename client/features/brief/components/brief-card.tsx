/**
 * The metrics brief of one submission (common/brief/brief.ts): its figures, each with the
 * formula behind it (a tooltip on hover and focus, and a button that shows it in place on
 * tap or click), the red flags with why each matters and the figures each rests on, what
 * could not be compared, and the charts (brief-charts.tsx). The client's dashboard and the
 * admin's project page both show it for the latest submission, with the platform spend
 * when the caller has one.
 */
import { AlertTriangle, Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import {
  flagBasis,
  metricsBrief,
  type BriefFigure,
  type BriefInputs,
  type PlatformSpend,
} from '../../../../common/brief/brief.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { BriefCharts } from './brief-charts.tsx';

function Figure({ figure }: { figure: BriefFigure }) {
  const [open, setOpen] = useState(false);
  const formulaId = useId();
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border p-3">
      <dt className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
        {figure.label}
        <Tooltip content={figure.formula}>
          <button
            type="button"
            className="-m-1 shrink-0 rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            aria-expanded={open}
            aria-controls={formulaId}
            aria-label={`How ${figure.label} is computed`}
            onClick={() => setOpen((value) => !value)}
          >
            <Calculator aria-hidden="true" className="size-4" />
          </button>
        </Tooltip>
      </dt>
      <dd className="text-lg font-semibold tabular-nums">{figure.value}</dd>
      {figure.detail && <dd className="text-sm text-muted-foreground">{figure.detail}</dd>}
      <dd id={formulaId} hidden={!open} className="text-xs text-muted-foreground">
        {figure.formula}
      </dd>
    </div>
  );
}

export function BriefCard({
  submission,
  platformSpend = null,
}: {
  submission: BriefInputs;
  /** A platform's marketing spend (platformSpend of the platform check), to set beside revenue. */
  platformSpend?: PlatformSpend | null;
}) {
  const { figures, flags, notes } = metricsBrief(submission, { platformSpend });
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-base">
          Metrics brief
        </CardTitle>
        <CardDescription>
          Computed from the latest submission. A figure appears once every value it needs is given;
          its formula shows the exact values.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {flags.length > 0 && (
          <ul aria-label="Red flags" className="flex flex-col gap-2">
            {flags.map((flag) => (
              <li
                key={`${flag.id}:${flag.title}`}
                className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
              >
                <AlertTriangle
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-destructive"
                />
                <span className="flex flex-col gap-1">
                  <span>
                    <span className="font-medium">Red flag: {flag.title}.</span> {flag.why}
                  </span>
                  <span className="text-muted-foreground">
                    Rests on: {flagBasis(flag, figures)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {figures.length > 0 ? (
          <dl className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {figures.map((figure) => (
              <Figure key={figure.id} figure={figure} />
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            No figure can be computed yet: add your current CAC, LTV or funnel rates.
          </p>
        )}
        {notes.map((note) => (
          <p key={note} className="text-sm text-muted-foreground">
            {note}
          </p>
        ))}
        <BriefCharts submission={submission} />
      </CardContent>
    </Card>
  );
}
