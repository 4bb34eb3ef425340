/**
 * axe-core on the page as the user sees it, for every spec that checks accessibility:
 *
 *   expect(await axeViolations(page)).toEqual([]);
 *   expect(await axeViolations(page, { include: 'main', seriousOnly: true })).toEqual([]);
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules: what the pages promise (DESIGN.md, accessibility). */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Only these axe tags; every rule when left out. */
  tags?: string[];
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Only the serious and critical violations. */
  seriousOnly?: boolean;
}

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Violation[]> {
  // A dialog fading out, a toast fading in or a drawer sliding after a resize is half
  // transparent for a moment: axe would measure its contrast mid-way, so wait for the
  // finite animations and transitions to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode: axe.run() in the page itself. The default opens a blank page per analysis
  // to merge the frames' results (a renderer process and a second copy of axe each time: 42
  // more processes and 15% more browser CPU over five specs); it only adds cross-origin
  // frames, and no checked page has one (the outbox's mail frames are not checked here).
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (options.tags) builder = builder.withTags(options.tags);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter(
      (violation) =>
        !options.seriousOnly || violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}
