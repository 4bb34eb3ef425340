/**
 * The in-page addresses of the dashboard's places a checklist item links to: a wizard
 * step, the notes, the connections tab. The dashboard's parts open what these name.
 */
import type { ChecklistTarget } from '../../../../common/brief/completeness.ts';

export const NOTES_ANCHOR = 'notes';
export const CONNECTIONS_ANCHOR = 'connections';
const STEP_PREFIX = 'data-entry-step-';

/** "#data-entry-step-2" for the second step (steps are 0-based in code, 1-based to people). */
export function anchorOf(target: ChecklistTarget): string {
  if (target.kind === 'notes') return NOTES_ANCHOR;
  if (target.kind === 'connections') return CONNECTIONS_ANCHOR;
  return `${STEP_PREFIX}${target.step + 1}`;
}

/** The 0-based wizard step a fragment names, or null. */
export function stepOfAnchor(hash: string): number | null {
  if (!hash.startsWith(STEP_PREFIX)) return null;
  const step = Number(hash.slice(STEP_PREFIX.length));
  return Number.isInteger(step) && step >= 1 && step <= 4 ? step - 1 : null;
}
