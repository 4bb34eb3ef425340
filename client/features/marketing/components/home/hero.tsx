import ArrowRight from 'lucide-react/icons/arrow-right';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleCheck from 'lucide-react/icons/circle-check';
import Sparkles from 'lucide-react/icons/sparkles';
import { PATHS } from '../../../../../common/shared/paths.ts';
import { buttonVariants } from '../../../../components/ui/button-variants.ts';
import { ADVANTAGE, HERO, WHY_SECTION_ID } from '../../../../config/home.ts';
import { ANALYTICS_EVENTS, clickEvent } from '../../../../lib/analytics.ts';

export function HomeHero() {
  return (
    <section className="hero-surface relative overflow-hidden bg-navy-900 text-white">
      <div className="page-container relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-sky-accent">
            <Sparkles className="size-4" aria-hidden="true" />
            {HERO.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {HERO.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-300">{HERO.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <a
              href={PATHS.contact}
              {...clickEvent(ANALYTICS_EVENTS.homepageContact, { location: 'hero' })}
              className={buttonVariants({ variant: 'accent', size: 'lg' })}
            >
              {HERO.buttons.consultation}
              <ArrowRight aria-hidden="true" />
            </a>
            <a href={PATHS.services} className={buttonVariants({ variant: 'onDark', size: 'lg' })}>
              {HERO.buttons.learnMore}
              <span className="sr-only"> about our services</span>
            </a>
            <a
              href={`#${WHY_SECTION_ID}`}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-md text-base font-medium text-sky-accent underline-offset-4 transition-colors hover:text-white hover:underline sm:justify-start"
            >
              {HERO.buttons.why}
              <ChevronDown className="size-4" aria-hidden="true" />
            </a>
          </div>
          <ul className="mt-9 flex flex-col gap-3 text-sm text-slate-300 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {HERO.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CircleCheck className="size-4 text-sky-accent" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <HeroPanel />
      </div>
    </section>
  );
}

/** An illustrative findings card: what a diligence snapshot looks like. */
function HeroPanel() {
  const { panel } = HERO;
  return (
    <figure
      aria-label={`${panel.title}: ${panel.subtitle.toLowerCase()}`}
      className="rounded-2xl border border-white/10 bg-white/[0.06] p-6 shadow-2xl shadow-black/30 sm:p-7"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-white">{panel.title}</p>
        <span className="shrink-0 rounded-full bg-white/10 px-2.5 py-0.5 text-xs whitespace-nowrap text-slate-300">
          {panel.subtitle}
        </span>
      </div>
      <dl className="mt-6 divide-y divide-white/10">
        {panel.rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 py-3">
            <dt className="text-sm text-slate-300">{row.label}</dt>
            <dd
              className={`text-lg font-semibold tabular-nums ${row.tone === 'good' ? 'text-emerald-300' : 'text-amber-300'}`}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5">
        <div className="flex justify-between text-xs text-slate-300">
          <span>
            {ADVANTAGE.ai.label} {ADVANTAGE.ai.share}%
          </span>
          <span>
            {ADVANTAGE.expert.label} {ADVANTAGE.expert.share}%
          </span>
        </div>
        <div className="mt-2 flex h-2 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
          <div className="bg-sky-400" style={{ width: `${ADVANTAGE.ai.share}%` }} />
          <div className="bg-emerald-300" style={{ width: `${ADVANTAGE.expert.share}%` }} />
        </div>
      </div>
      <figcaption className="mt-5 flex items-center gap-2 text-xs text-slate-400">
        <CircleCheck className="size-3.5 text-emerald-300" aria-hidden="true" />
        {panel.footer}
      </figcaption>
    </figure>
  );
}
