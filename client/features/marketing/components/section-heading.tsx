import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  /** Light text for dark (navy) sections. */
  inverse?: boolean;
}

/** Eyebrow, h2 and lead paragraph at the top of a marketing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  inverse = false,
}: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-[0.14em] ${inverse ? 'text-sky-accent' : 'text-accent'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl ${inverse ? 'text-white' : 'text-primary'}`}
      >
        {title}
      </h2>
      {lead && (
        <p
          className={`mt-4 text-lg leading-8 text-pretty ${inverse ? 'text-slate-300' : 'text-muted-foreground'}`}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
