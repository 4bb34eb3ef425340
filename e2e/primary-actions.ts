/**
 * The view's solid buttons (docs/product.md#routes: one primary action per view, in the one primary
 * colour): the names of the visible buttons and links in `main` painted that colour.
 *
 *   expect(await primaryActions(page)).toEqual(['Next']);
 */
import type { Page } from '@playwright/test';

export function primaryActions(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    // The primary's colour as the stylesheet paints it (`bg-accent`, button-variants.ts).
    const probe = document.createElement('span');
    probe.className = 'bg-accent';
    main.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return [...main.querySelectorAll<HTMLElement>('button, a')]
      .filter((action) => action.checkVisibility())
      .filter((action) => getComputedStyle(action).backgroundColor === primary)
      .map((action) => action.textContent?.trim() ?? '');
  });
}
