import { JOURNEY } from '../../../../config/home.ts';
import { Reveal } from '../reveal.tsx';
import { SectionHeading } from '../section-heading.tsx';

/** The five-step customer journey (docs/product.md#public-site). */
export function JourneySection() {
  return (
    <section aria-labelledby="journey-title" className="defer-render bg-white py-20 sm:py-24">
      <div className="page-container">
        <SectionHeading id="journey-title" eyebrow={JOURNEY.eyebrow} title={JOURNEY.title} />
        <ol className="relative mt-14 grid gap-8 lg:grid-cols-5 lg:gap-6">
          <span
            aria-hidden="true"
            className="absolute top-6 right-[10%] left-[10%] hidden h-px bg-gradient-to-r from-sky-200 via-accent/40 to-sky-200 lg:block"
          />
          {JOURNEY.steps.map((step, index) => (
            <Reveal as="li" key={step.title} index={index} className="relative flex gap-5 lg:block">
              <span className="relative z-10 flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-white ring-8 ring-white lg:mx-auto">
                {index + 1}
              </span>
              <div className="lg:mt-5 lg:text-center">
                <p className="inline-block rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-accent">
                  {step.meta}
                </p>
                <h3 className="mt-2 text-base font-semibold text-primary">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.text}</p>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
