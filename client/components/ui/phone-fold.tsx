/**
 * A card body folded on phones (below the sm breakpoint): the card shows its title and a
 * one-line summary, and a chevron button (Show / Hide) unfolds the rest. From sm up the body is
 * always shown and the button is gone. Used where the dashboard must leave room on a phone
 * for what the client came to do.
 *
 *   const fold = usePhoneFold();
 *   <CardHeader className={PHONE_FOLD_HEADER}>… <PhoneFoldButton fold={fold} label="…" /></CardHeader>
 *   <CardContent id={fold.contentId} className={fold.contentClass}>…</CardContent>
 */
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/utils.ts';

export interface PhoneFold {
  open: boolean;
  contentId: string;
  toggle: () => void;
  /** For the folded body: hidden on phones while folded. */
  contentClass: string;
}

export function usePhoneFold(initiallyOpen = false): PhoneFold {
  const [open, setOpen] = useState(initiallyOpen);
  return {
    open,
    contentId: useId(),
    toggle: () => setOpen((value) => !value),
    contentClass: cn('max-sm:px-4 max-sm:pb-4', !open && 'max-sm:hidden'),
  };
}

/** A card header that is compact on phones, with room for the button beside the title. */
export const PHONE_FOLD_HEADER = 'max-sm:px-4 max-sm:py-3';
/** A folded card's title on phones. */
export const PHONE_FOLD_TITLE = 'max-sm:text-base';

/** Show / Hide, on phones only; `label` says what ("what is missing"). */
export function PhoneFoldButton({ fold, label }: { fold: PhoneFold; label: string }) {
  return (
    <button
      type="button"
      aria-expanded={fold.open}
      aria-controls={fold.contentId}
      onClick={fold.toggle}
      className="-my-1 -mr-2 flex size-8 shrink-0 items-center justify-center rounded-md text-accent hover:bg-muted sm:hidden"
    >
      <span className="sr-only">
        {fold.open ? 'Hide' : 'Show'} {label}
      </span>
      <ChevronDown
        aria-hidden="true"
        className={cn(
          'size-4 transition-transform motion-reduce:transition-none',
          fold.open && 'rotate-180',
        )}
      />
    </button>
  );
}
