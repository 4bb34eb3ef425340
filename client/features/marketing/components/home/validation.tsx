import ChartLine from 'lucide-react/icons/chart-line';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { VALIDATION } from '../../../../config/home.ts';
import { CheckList } from '../check-list.tsx';
import { Reveal } from '../reveal.tsx';
import { SectionHeading } from '../section-heading.tsx';

/** The revenue-validation and risk-mitigation list. */
export function ValidationSection() {
  const columns = [
    { ...VALIDATION.revenueValidation, Icon: ChartLine },
    { ...VALIDATION.riskMitigation, Icon: ShieldCheck },
  ];
  return (
    <section aria-labelledby="validation-title" className="defer-render bg-slate-50 py-20 sm:py-24">
      <div className="page-container">
        <SectionHeading
          id="validation-title"
          eyebrow={VALIDATION.eyebrow}
          title={VALIDATION.title}
          lead={VALIDATION.lead}
        />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {columns.map(({ title, items, Icon }, index) => (
            <Reveal as="li" key={title} index={index}>
              <div className="h-full rounded-2xl border border-border bg-white p-7 shadow-sm">
                <h3 className="flex items-center gap-3 text-lg font-semibold text-primary">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-sky-50 text-accent">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {title}
                </h3>
                <CheckList items={items} className="mt-5" />
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
