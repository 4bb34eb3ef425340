import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The navy band with the page's h1 at the top of every inner public page. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="hero-surface relative overflow-hidden bg-navy-900 text-white">
      <div className="page-container relative py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-sky-accent">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {lead && <p className="mt-5 text-lg leading-8 text-pretty text-slate-300">{lead}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}
