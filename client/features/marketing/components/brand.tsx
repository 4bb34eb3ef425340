import { SITE } from '../../../config/site.ts';

/** The firm's mark (the favicon's "D") and name. */
function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="#0b1f3a" />
      <path d="M9 23V9h6.5a7 7 0 0 1 0 14z" fill="none" stroke="#38bdf8" strokeWidth="3" />
    </svg>
  );
}

export function BrandName({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <BrandMark />
      <span
        className={`text-[1.05rem] font-semibold tracking-tight whitespace-nowrap ${inverse ? 'text-white' : 'text-primary'}`}
      >
        {SITE.name}
      </span>
    </span>
  );
}
