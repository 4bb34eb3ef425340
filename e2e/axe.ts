/**
 * axe-core on the page as the user sees it, for every spec that checks accessibility:
 *
 *   expect(await axeViolations(page)).toEqual([]);
 *   expect(await axeViolations(page, { include: 'main', seriousOnly: true })).toEqual([]);
 *
 * axe-core itself, not its Playwright wrapper: the wrapper evaluated axe's 550 KB source
 * twice per analysis and brought every passing check back to the test. Here the source goes
 * into a document once and only the violations come back: an analysis of /team 1.0-1.4 s → 0.2 s
 * (docs/decisions/092). Only the page's own frame is checked; no checked page has a frame.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The WCAG 2.x A and AA rules: every page is to meet WCAG 2.1 AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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

type AxeWindow = Window & {
  axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
};

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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async ({ tags, include, seriousOnly }) => {
    const { axe } = window as AxeWindow;
    const { violations } = await axe!.run(include ?? document, {
      resultTypes: ['violations'],
      ...(tags && { runOnly: { type: 'tag', values: tags } }),
    });
    return violations
      .filter(
        (violation) =>
          !seriousOnly || violation.impact === 'serious' || violation.impact === 'critical',
      )
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
  }, options);
}
