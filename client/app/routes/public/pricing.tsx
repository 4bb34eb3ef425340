import { PRICING, SOLUTIONS } from '../../../config/solutions.ts';
import {
  LifecycleStrip,
  PageHero,
  Reveal,
  SolutionCard,
  SuiteBox,
} from '../../../features/marketing/index.tsx';

/** /pricing: lifecycle coverage, four solutions, the complete suite. No prices. */
export function Component() {
  return (
    <>
      <PageHero eyebrow="Solutions" title={PRICING.title} lead={PRICING.lead}>
        <p className="mt-4 text-sm text-slate-400">{PRICING.note}</p>
      </PageHero>
      <section aria-labelledby="coverage-title" className="bg-slate-50 py-14">
        <div className="page-container">
          <h2 id="coverage-title" className="text-2xl font-semibold tracking-tight text-primary">
            {PRICING.coverageTitle}
          </h2>
          <div className="mt-6">
            <LifecycleStrip offerings={SOLUTIONS} label="Lifecycle coverage" />
          </div>
        </div>
      </section>
      <section aria-labelledby="solutions-title" className="defer-render py-16 sm:py-20">
        <div className="page-container">
          <h2 id="solutions-title" className="sr-only">
            Solutions
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {SOLUTIONS.map((solution, index) => (
              <Reveal as="li" key={solution.id} index={index}>
                <SolutionCard solution={solution} />
              </Reveal>
            ))}
          </ul>
          <div className="mt-16">
            <SuiteBox />
          </div>
        </div>
      </section>
    </>
  );
}
