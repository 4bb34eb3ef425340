import type { UseFormRegisterReturn } from 'react-hook-form';

/** Honeypot: invisible to people and to assistive technology; bots fill it. */
export function HoneypotField({ field }: { field: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor="contact-website">Website</label>
      <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
