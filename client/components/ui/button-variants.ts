/**
 * The Button's look, apart from the component: pages on the home page's critical path
 * style links with it directly, without pulling in Slot and tailwind-merge
 * (docs/decisions/082-public-site-islands.md).
 */
import { cva } from 'class-variance-authority';

/**
 * The one primary look (the site's blue): the portal's main actions and the public site's
 * calls to action alike. Navy stays the brand's surface and text colour.
 */
const primary = 'bg-accent text-accent-foreground hover:bg-accent/90';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: primary,
        /** The public pages' name for the same primary. */
        accent: primary,
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-border bg-background hover:bg-muted',
        secondary: 'bg-muted text-foreground hover:bg-muted/80',
        ghost: 'hover:bg-muted',
        link: 'text-accent underline-offset-4 hover:underline',
        /** A secondary button on a dark (navy) surface. */
        onDark: 'border border-white/30 bg-white/5 text-white hover:bg-white/15',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
