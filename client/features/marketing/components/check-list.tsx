import Check from 'lucide-react/icons/check';

interface CheckListProps {
  items: readonly string[];
  /** Light text for dark surfaces. */
  inverse?: boolean;
  className?: string;
}

/** A list of features or outcomes, each with a check mark. */
export function CheckList({ items, inverse = false, className = '' }: CheckListProps) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-6">
          <span
            className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full ${inverse ? 'bg-sky-accent/15 text-sky-accent' : 'bg-accent/10 text-accent'}`}
          >
            <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
          </span>
          <span className={inverse ? 'text-slate-200' : 'text-slate-700'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
