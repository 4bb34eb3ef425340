import { PATHS } from '../../../../common/shared/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ABOUT } from '../../../config/about.ts';
import { CtaBand, PageHero, Reveal, SectionHeading } from '../../../features/marketing/index.tsx';

/** /about (docs/product.md#public-site): why the firm exists, what it believes, whom it serves. */
export function Component() {
  return (
    <>
      <PageHero eyebrow={ABOUT.eyebrow} title={ABOUT.title} lead={ABOUT.lead} />
      <section aria-labelledby="story-title" className="py-16 sm:py-20">
        <div className="page-container grid gap-12 lg:grid-cols-[1.2fr_0.8fr] lg:items-start">
          <div>
            <h2 id="story-title" className="text-3xl font-semibold tracking-tight text-primary">
              {ABOUT.story.title}
            </h2>
            {ABOUT.story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-8 text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {ABOUT.figures.map((figure) => (
              <div
                key={figure.value}
                className="flex flex-col rounded-2xl border border-border bg-slate-50 p-5"
              >
                <dt className="mt-1 text-sm leading-5 text-muted-foreground">{figure.label}</dt>
                <dd className="order-first text-2xl font-semibold tracking-tight text-primary">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section
        aria-labelledby="principles-title"
        className="defer-render bg-slate-50 py-16 sm:py-20"
      >
        <div className="page-container">
          <SectionHeading id="principles-title" title={ABOUT.principlesTitle} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2">
            {ABOUT.principles.map((principle, index) => (
              <Reveal as="li" key={principle.title} index={index % 2}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle className="text-primary">{principle.title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="leading-7 text-slate-700">{principle.text}</p>
                  </CardContent>
                </Card>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="audiences-title" className="defer-render py-16 sm:py-20">
        <div className="page-container">
          <SectionHeading id="audiences-title" title={ABOUT.audiencesTitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {ABOUT.audiences.map((audience, index) => (
              <Reveal as="li" key={audience.title} index={index}>
                <div className="h-full rounded-2xl border-l-4 border-accent bg-white p-6 shadow-sm ring-1 ring-border">
                  <h3 className="text-lg font-semibold text-primary">{audience.title}</h3>
                  <p className="mt-2 leading-7 text-slate-700">{audience.text}</p>
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand title={ABOUT.cta.title}>
        <Button asChild variant="accent" size="lg">
          <a href={PATHS.contact}>{ABOUT.cta.button}</a>
        </Button>
        <Button asChild variant="onDark" size="lg">
          <a href={PATHS.team}>{ABOUT.cta.secondary}</a>
        </Button>
      </CtaBand>
    </>
  );
}
