/**
 * The platforms' logos: from simple-icons where it carries the brand (only the
 * icons named here are bundled), drawn after the brand's published guidelines where it does
 * not (LinkedIn left simple-icons in v14, Amazon earlier): LinkedIn's "in" bug on its blue,
 * Amazon's smile arrow in its orange on squid ink. Decorative: the card's title names the
 * platform.
 */
import { siGoogleads, siMeta, siTiktok } from 'simple-icons';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils.ts';

/** A simple-icons glyph in its brand colour on a white tile. */
function simpleIcon(icon: { path: string; hex: string }): ReactNode {
  return (
    <span className="flex size-full items-center justify-center rounded-lg bg-white ring-1 ring-border">
      <svg viewBox="0 0 24 24" className="size-6" fill={`#${icon.hex}`}>
        <path d={icon.path} />
      </svg>
    </span>
  );
}

const LOGOS: Record<string, ReactNode> = {
  meta: simpleIcon(siMeta),
  google: simpleIcon(siGoogleads),
  tiktok: simpleIcon(siTiktok),
  linkedin: (
    <svg viewBox="0 0 24 24" className="size-full">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <circle cx="6.6" cy="6.4" r="1.9" fill="#fff" />
      <path
        fill="#fff"
        d="M5 9.3h3.3v10H5zM10.4 9.3h3.2v1.4c.5-.9 1.6-1.7 3.3-1.7 3.4 0 4 2.2 4 5.1v5.2h-3.3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4v4.7h-3.3z"
      />
    </svg>
  ),
  amazon: (
    <svg viewBox="0 0 24 24" className="size-full">
      <rect width="24" height="24" rx="4" fill="#232F3E" />
      <g fill="none" stroke="#FF9900" strokeWidth="1.8" strokeLinecap="round">
        <path d="M4.5 12.5c4.4 3 10.3 3.4 14.6.6" />
        <path d="M16.4 12.1l2.9.8-.6 2.9" strokeLinejoin="round" />
      </g>
    </svg>
  ),
};

export function PlatformLogo({ platform, className }: { platform: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('flex size-10 shrink-0', className)}>
      {LOGOS[platform] ?? (
        <span className="flex size-full items-center justify-center rounded-lg bg-muted font-bold">
          {platform.charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
}
