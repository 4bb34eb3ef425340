import Lightbulb from 'lucide-react/icons/lightbulb';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ComponentType } from 'react';
import {
  MARKET_STATISTICS,
  WHY,
  WHY_SECTION_ID,
  type TitledText,
} from '../../../../config/home.ts';
import { Reveal } from '../reveal.tsx';
import { SectionHeading } from '../section-heading.tsx';

function CardGroup({
  title,
  cards,
  Icon,
  tone,
}: {
  title: string;
  cards: readonly TitledText[];
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone: 'gap' | 'insight';
}) {
  const iconTone = tone === 'gap' ? 'bg-amber-50 text-amber-700' : 'bg-sky-50 text-accent';
  return (
    <div>
      <h3 className="flex items-center gap-3 text-xl font-semibold text-primary">
        <span className={`flex size-9 items-center justify-center rounded-lg ${iconTone}`}>
          <Icon className="size-5" aria-hidden />
        </span>
        {title}
      </h3>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {cards.map((card, index) => (
          <Reveal as="li" key={card.title} index={index} className="h-full">
            <div
              className={`h-full rounded-2xl border bg-white p-6 shadow-sm ${tone === 'gap' ? 'border-amber-200/70' : 'border-sky-200/70'}`}
            >
              <h4 className="text-base font-semibold text-primary">{card.title}</h4>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{card.text}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </div>
  );
}

/** The explanatory section the hero's third button scrolls to. */
export function WhySection() {
  return (
    <section
      id={WHY_SECTION_ID}
      aria-labelledby="why-title"
      className="defer-render scroll-mt-16 bg-white py-20 sm:py-24"
    >
      <div className="page-container">
        <SectionHeading id="why-title" eyebrow={WHY.eyebrow} title={WHY.title} lead={WHY.lead} />
        <div className="mt-14 space-y-14">
          <CardGroup
            title={WHY.marketGap.title}
            cards={WHY.marketGap.cards}
            Icon={TriangleAlert}
            tone="gap"
          />
          <CardGroup
            title={WHY.strategicInsight.title}
            cards={WHY.strategicInsight.cards}
            Icon={Lightbulb}
            tone="insight"
          />
        </div>
        <Reveal className="mt-16">
          <div className="hero-surface relative overflow-hidden rounded-3xl bg-navy-900 px-6 py-10 sm:px-10">
            <h3 className="relative text-center text-sm font-semibold uppercase tracking-[0.16em] text-sky-accent">
              {MARKET_STATISTICS.title}
            </h3>
            <ul className="relative mt-8 grid gap-8 text-center sm:grid-cols-3">
              {MARKET_STATISTICS.items.map((stat) => (
                <li key={stat.value}>
                  <p className="text-4xl font-semibold tracking-tight text-white sm:text-5xl">
                    {stat.value}
                  </p>
                  <p className="mx-auto mt-2 max-w-[16rem] text-sm leading-6 text-slate-300">
                    {stat.label}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
