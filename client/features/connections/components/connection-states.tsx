/**
 * Named connections with their state, one row each (docs/product.md#connections): on a
 * platform's card and on the Google Ads page, so both screens say the same thing the same way.
 * The state is the card's badge (Not Connected, Connected, Processing...).
 */
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import type { ConnectionState } from '../lib/connection-states.ts';

export interface ConnectionStateRow extends ConnectionState {
  name: string;
  hint: string;
  /** A link or button after the detail, e.g. "Open the Google Ads page". */
  action?: ReactNode;
  /** The state badge's test id. */
  testId?: string;
}

/** Connected: white on emerald-700 (5.5:1, WCAG AA for small text). */
const TONES = {
  on: { variant: 'default', className: 'bg-emerald-700 text-white' },
  off: { variant: 'secondary', className: '' },
  busy: { variant: 'accent', className: '' },
} as const;

export function ConnectionStates({ rows, label }: { rows: ConnectionStateRow[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border text-sm">
      {rows.map((row) => (
        <li
          key={row.name}
          className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0"
          data-testid="connection-state"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-medium">{row.name}</span>
            <Badge
              variant={TONES[row.tone].variant}
              className={`whitespace-nowrap ${TONES[row.tone].className}`}
              data-testid={row.testId}
            >
              {row.state}
            </Badge>
          </div>
          <p className="text-xs text-muted-foreground">{row.hint}</p>
          {(row.detail || row.action) && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
              {row.detail && <span className="wrap-anywhere">{row.detail}</span>}
              {row.action}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
