import { describe, expect, it } from 'vitest';
import {
  compareFigures,
  comparePlatform,
  costPerConversion,
  platformRoas,
  statedFigure,
} from './comparison.ts';

const totals = (spend: number, conversions: number, conversionsValue: number) => ({
  spend,
  clicks: 100,
  conversions,
  conversionsValue,
});

describe('platform figures', () => {
  it('cost per conversion is spend over conversions, none without conversions', () => {
    expect(costPerConversion(totals(1000, 20, 0))).toBe(50);
    expect(costPerConversion(totals(1000, 0, 0))).toBeNull();
  });

  it('ROAS is conversion value over spend, none without spend', () => {
    expect(platformRoas(totals(1000, 20, 4500))).toBe(4.5);
    expect(platformRoas(totals(0, 3, 300))).toBeNull();
  });
});

describe('compareFigures', () => {
  it('flags a gap beyond 25%, either way', () => {
    expect(compareFigures(40, 52)).toEqual({ stated: 40, platform: 52, gap: 0.3, flagged: true });
    expect(compareFigures(40, 28)).toEqual({ stated: 40, platform: 28, gap: -0.3, flagged: true });
  });

  it('does not flag exactly 25%, above or below, despite float noise', () => {
    expect(compareFigures(40, 50)).toMatchObject({ gap: 0.25, flagged: false });
    expect(compareFigures(40, 30)).toMatchObject({ gap: -0.25, flagged: false });
    // 0.1 * 1.25 is 0.12500000000000003 in floating point.
    expect(compareFigures(0.1, 0.1 * 1.25)).toMatchObject({ gap: 0.25, flagged: false });
    expect(compareFigures(4, 5.01)).toMatchObject({ gap: 0.2525, flagged: true });
  });

  it('gives no gap when an input is missing or the stated figure is zero', () => {
    expect(compareFigures(null, 50)).toEqual({
      stated: null,
      platform: 50,
      gap: null,
      flagged: false,
    });
    expect(compareFigures(40, null)).toEqual({
      stated: 40,
      platform: null,
      gap: null,
      flagged: false,
    });
    expect(compareFigures(0, 50)).toEqual({ stated: 0, platform: 50, gap: null, flagged: false });
    expect(compareFigures(Number.NaN, 50)).toMatchObject({ stated: null, gap: null });
    expect(compareFigures(40, Number.POSITIVE_INFINITY)).toMatchObject({
      platform: null,
      gap: null,
    });
  });
});

describe('comparePlatform', () => {
  const stated = { currentCac: 40, targetRoas: 4 };

  it('compares cost per conversion with the stated CAC and ROAS with the target', () => {
    const check = comparePlatform(stated, totals(1040, 20, 2080), 'USD');
    expect(check.costPerConversion).toBe(52);
    expect(check.roas).toBe(2);
    expect(check.cac).toMatchObject({ gap: 0.3, flagged: true });
    expect(check.roasGap).toMatchObject({ gap: -0.5, flagged: true });
  });

  it('shows an account in another currency without a CAC gap, ROAS still compared', () => {
    const check = comparePlatform(stated, totals(1040, 20, 4160), 'EUR');
    expect(check.costPerConversion).toBe(52);
    expect(check.cac).toEqual({ stated: 40, platform: 52, gap: null, flagged: false });
    expect(check.roasGap).toMatchObject({ gap: 0, flagged: false });
  });

  it('an account with no spend and no conversions gives no figures and no flags', () => {
    const check = comparePlatform(stated, totals(0, 0, 0), 'USD');
    expect(check).toEqual({
      costPerConversion: null,
      roas: null,
      cac: { stated: 40, platform: null, gap: null, flagged: false },
      roasGap: { stated: 4, platform: null, gap: null, flagged: false },
    });
  });

  it('no submission: nothing stated, nothing flagged', () => {
    const check = comparePlatform(
      { currentCac: null, targetRoas: null },
      totals(100, 2, 50),
      'USD',
    );
    expect(check.cac.flagged || check.roasGap.flagged).toBe(false);
  });
});

describe('statedFigure', () => {
  it('reads a submitted decimal, null when absent or unreadable', () => {
    expect(statedFigure('123.45')).toBe(123.45);
    expect(statedFigure(null)).toBeNull();
    expect(statedFigure('')).toBeNull();
    expect(statedFigure('abc')).toBeNull();
  });
});
