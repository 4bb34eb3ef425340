import { cn } from '../../../lib/utils.ts';

/** A small monogram standing in for a platform's logo (no third-party artwork shipped). */
const MARKS: Record<string, { text: string; className: string }> = {
  meta: { text: 'M', className: 'bg-[#1877f2] text-white' },
  linkedin: { text: 'in', className: 'bg-[#0a66c2] text-white' },
  google: { text: 'G', className: 'bg-white text-[#1a73e8] ring-1 ring-border' },
  tiktok: { text: 'T', className: 'bg-slate-900 text-white' },
  amazon: { text: 'a', className: 'bg-[#232f3e] text-[#ff9900]' },
};

export function PlatformMark({ platform, className }: { platform: string; className?: string }) {
  const mark = MARKS[platform] ?? { text: platform.charAt(0).toUpperCase(), className: 'bg-muted' };
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-lg text-base font-bold',
        mark.className,
        className,
      )}
    >
      {mark.text}
    </span>
  );
}
