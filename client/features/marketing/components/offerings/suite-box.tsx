import ArrowRight from 'lucide-react/icons/arrow-right';
import Layers from 'lucide-react/icons/layers';
import { PATHS } from '../../../../../common/shared/paths.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { PRICING } from '../../../../config/solutions.ts';
import { CheckList } from '../check-list.tsx';

/** The complete suite: every tier, enterprise pricing through contact. */
export function SuiteBox() {
  const { suite } = PRICING;
  return (
    <section
      aria-labelledby="suite-title"
      className="hero-surface relative overflow-hidden rounded-3xl bg-navy-900 p-8 text-white sm:p-12"
    >
      <div className="relative grid gap-10 lg:grid-cols-[1.1fr_0.9fr] lg:items-center">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-sky-accent">
            <Layers className="size-4" aria-hidden="true" />
            {suite.eyebrow}
          </p>
          <h2 id="suite-title" className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">
            {suite.title}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-8 text-slate-300">{suite.description}</p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <Button asChild variant="accent" size="lg">
              <a href={PATHS.contact}>
                {suite.button}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <p className="text-sm font-medium text-slate-300">{suite.pricing}</p>
          </div>
        </div>
        <CheckList items={suite.features} inverse />
      </div>
    </section>
  );
}
