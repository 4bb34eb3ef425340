import { LIFECYCLE_STAGES, type Offering } from '../../../../config/solutions.ts';

interface LifecycleStripProps {
  /** The offering that serves each stage, shown under it. */
  offerings: readonly Offering[];
  label: string;
}

/** The four stages of the investment lifecycle, in order, each with its offering. */
export function LifecycleStrip({ offerings, label }: LifecycleStripProps) {
  return (
    <ol aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {LIFECYCLE_STAGES.map((stage, index) => {
        const offering = offerings.find((item) => item.stage === stage.id);
        return (
          <li
            key={stage.id}
            className="relative flex flex-col rounded-2xl border border-border bg-white p-5 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="font-semibold text-primary">{stage.name}</h3>
            </div>
            <p className="mt-3 text-sm leading-6 text-muted-foreground">{stage.description}</p>
            {offering && (
              <p className="mt-auto pt-4 text-sm font-medium text-accent">
                Tier {offering.tier} · {offering.name}
                {offering.comingSoon && (
                  <span className="text-muted-foreground"> (coming soon)</span>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
