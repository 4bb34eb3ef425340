import type { ReactNode } from 'react';

interface CtaBandProps {
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A closing call to action on a navy panel. */
export function CtaBand({ title, lead, children }: CtaBandProps) {
  return (
    <section className="defer-render page-container py-16 sm:py-20">
      <div className="hero-surface relative overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 className="relative mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        {lead && (
          <p className="relative mx-auto mt-4 max-w-xl text-lg leading-8 text-slate-300">{lead}</p>
        )}
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {children}
        </div>
      </div>
    </section>
  );
}
