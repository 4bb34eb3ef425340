import Bot from 'lucide-react/icons/bot';
import UserCheck from 'lucide-react/icons/user-check';
import { ADVANTAGE } from '../../../../config/home.ts';
import { CheckList } from '../check-list.tsx';
import { Reveal } from '../reveal.tsx';
import { SectionHeading } from '../section-heading.tsx';

/** The 80/20 advantage: AI agents do about 80% of the work, experts the other 20%. */
export function AdvantageSection() {
  const parts = [
    { ...ADVANTAGE.ai, Icon: Bot, tone: 'bg-primary text-white' },
    { ...ADVANTAGE.expert, Icon: UserCheck, tone: 'bg-accent text-white' },
  ];
  return (
    <section aria-labelledby="advantage-title" className="defer-render bg-slate-50 py-20 sm:py-24">
      <div className="page-container grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="advantage-title"
            align="left"
            eyebrow={ADVANTAGE.eyebrow}
            title={ADVANTAGE.title}
            lead={ADVANTAGE.lead}
          />
          <div className="mt-8" aria-hidden="true">
            <div className="flex h-14 overflow-hidden rounded-xl text-sm font-semibold shadow-sm">
              <div
                className="flex items-center bg-primary px-4 text-white"
                style={{ width: `${ADVANTAGE.ai.share}%` }}
              >
                {ADVANTAGE.ai.share}% {ADVANTAGE.ai.label}
              </div>
              <div
                className="flex items-center justify-center bg-accent text-white"
                style={{ width: `${ADVANTAGE.expert.share}%` }}
              >
                {ADVANTAGE.expert.share}%
              </div>
            </div>
          </div>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {parts.map(({ label, share, points, Icon, tone }, index) => (
            <Reveal as="li" key={label} index={index}>
              <div className="h-full rounded-2xl border border-border bg-white p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className={`flex size-11 items-center justify-center rounded-xl ${tone}`}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-3xl font-semibold tracking-tight text-primary">
                    {share}%
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-primary">{label}</h3>
                <CheckList items={points} className="mt-4" />
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
