import type { MouseEvent } from 'react';

/**
 * For the buttons below a form's fields: pressing one does not blur the field being typed
 * in. The blur would show that field's message at once and push the button down before the
 * press ends, and the click would be lost. The click checks the field anyway (a wizard's
 * step change, a form's submit).
 */
export function keepFieldFocused(event: MouseEvent): void {
  event.preventDefault();
}
