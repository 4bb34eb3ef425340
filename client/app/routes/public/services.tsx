import ArrowRight from 'lucide-react/icons/arrow-right';
import { PATHS } from '../../../../common/shared/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AGENTS, SERVICES } from '../../../config/solutions.ts';
import {
  AgentCard,
  CtaBand,
  LifecycleStrip,
  PageHero,
  Reveal,
  SectionHeading,
} from '../../../features/marketing/index.tsx';

/** /services: lifecycle strip, four agents, related resources, consultation. */
export function Component() {
  return (
    <>
      <PageHero eyebrow="Services" title={SERVICES.title} lead={SERVICES.lead} />
      <section aria-labelledby="lifecycle-title" className="bg-slate-50 py-16 sm:py-20">
        <div className="page-container">
          <SectionHeading id="lifecycle-title" title={SERVICES.lifecycleTitle} align="left" />
          <div className="mt-8">
            <LifecycleStrip offerings={AGENTS} label="Investment lifecycle stages" />
          </div>
        </div>
      </section>
      <section aria-labelledby="agents-title" className="defer-render py-16 sm:py-20">
        <div className="page-container">
          <SectionHeading id="agents-title" title={SERVICES.agentsTitle} align="left" />
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {AGENTS.map((agent, index) => (
              <Reveal as="li" key={agent.id} index={index % 2}>
                <AgentCard agent={agent} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="resources-title" className="defer-render bg-slate-50 py-16">
        <div className="page-container">
          <h2 id="resources-title" className="text-2xl font-semibold tracking-tight text-primary">
            {SERVICES.resources.title}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {SERVICES.resources.links.map((resource) => (
              <li key={resource.to}>
                <a
                  href={resource.to}
                  className="group flex h-full items-center justify-between gap-4 rounded-2xl border border-border bg-white p-6 shadow-sm transition-colors hover:border-accent"
                >
                  <span>
                    <span className="block font-semibold text-primary">{resource.label}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">
                      {resource.text}
                    </span>
                  </span>
                  <ArrowRight
                    className="size-5 shrink-0 text-accent transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand title={SERVICES.cta.title} lead={SERVICES.cta.lead}>
        <Button asChild variant="accent" size="lg">
          <a href={PATHS.contact}>{SERVICES.cta.button}</a>
        </Button>
      </CtaBand>
    </>
  );
}
