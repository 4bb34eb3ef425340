import { describe, expect, it } from 'vitest';
import { economicsBranch } from '../../../../common/metrics/constants.ts';
import {
  canJumpTo,
  emptyMetricsForm,
  filledFields,
  formatMinutes,
  minutesRemaining,
  moveTo,
  progressPercent,
  TOTAL_MINUTES,
  visibleValues,
  WIZARD_STEPS,
} from './wizard.ts';

describe('wizard rules', () => {
  it('has the four steps with their estimates', () => {
    expect(WIZARD_STEPS.map((step) => [step.title, step.minutes])).toEqual([
      ['Company Context', 2],
      ['Unit Economics Lite', 2],
      ['Data Access', 3],
      ['Review & Submit', 1],
    ]);
    expect(TOTAL_MINUTES).toBe(8);
  });

  it('estimates 8 minutes, falling by 2 per step advanced, shown with one decimal', () => {
    expect([0, 1, 2, 3].map((furthest) => formatMinutes(minutesRemaining({ furthest })))).toEqual([
      '8.0',
      '6.0',
      '4.0',
      '2.0',
    ]);
    expect(formatMinutes(2.25)).toBe('2.3');
  });

  it('lets the user jump to any earlier step or at most one ahead', () => {
    const allowed = (current: number) =>
      [0, 1, 2, 3].filter((target) => canJumpTo(target, current));
    expect(allowed(0)).toEqual([0, 1]);
    expect(allowed(1)).toEqual([0, 1, 2]);
    expect(allowed(2)).toEqual([0, 1, 2, 3]);
    expect(allowed(3)).toEqual([0, 1, 2, 3]);
    expect(canJumpTo(4, 3)).toBe(false);
    expect(canJumpTo(-1, 0)).toBe(false);
  });

  it('fills the progress bar by the current step', () => {
    expect([0, 1, 2, 3].map(progressPercent)).toEqual([25, 50, 75, 100]);
  });

  it('gives no time back when the user goes back: the timer follows the steps advanced', () => {
    const minutes = (position: { furthest: number }) => formatMinutes(minutesRemaining(position));
    let position = { step: 0, furthest: 0 };
    for (const target of [1, 2, 3]) position = moveTo(position, target);
    expect(minutes(position)).toBe('2.0');
    // A save with a problem on step 1 opens it: still 2.0, on step 1.
    position = moveTo(position, 0);
    expect(position).toEqual({ step: 0, furthest: 3 });
    expect(minutes(position)).toBe('2.0');
    // Next from there does not count again.
    position = moveTo(position, 1);
    expect(minutes(position)).toBe('2.0');
  });

  it('checks the filled fields of a step when the user leaves it', () => {
    const values = {
      ...emptyMetricsForm(),
      trailingTwelveMonthRevenue: '12.345',
      customerSegments: '   ',
      competitors: [{ name: 'Initech', website: 'initech.com' }],
      targetCac: '-5',
    };
    expect(filledFields(values, 0)).toEqual(['trailingTwelveMonthRevenue', 'competitors']);
    expect(filledFields(values, 1)).toEqual(['targetCac']);
    expect(filledFields(values, 2)).toEqual([]);
  });

  it('shows the b2c economics for b2c, the funnel for every other industry', () => {
    expect(economicsBranch('b2c')).toBe('b2c');
    for (const industry of ['b2b', 'energy', 'utilities'] as const) {
      expect(economicsBranch(industry)).toBe('funnel');
    }
    expect(economicsBranch('')).toBeNull();
  });

  it('validates and saves only the branch the user can see', () => {
    const values = {
      ...emptyMetricsForm(),
      industry: 'b2b' as const,
      ltv: '12.345',
      leadToMqlRate: '20',
      leadToMqlTime: '1_day' as const,
    };
    const b2b = visibleValues(values);
    expect(b2b).not.toHaveProperty('ltv');
    expect(b2b).toMatchObject({ leadToMqlRate: '20', leadToMqlTime: '1_day' });
    const b2c = visibleValues({ ...values, industry: 'b2c' });
    expect(b2c).toHaveProperty('ltv', '12.345');
    expect(b2c).not.toHaveProperty('leadToMqlRate');
    const none = visibleValues({ ...values, industry: '' });
    expect(none).not.toHaveProperty('ltv');
    expect(none).not.toHaveProperty('leadToMqlTime');
    expect(none).toHaveProperty('targetCac');
  });
});
