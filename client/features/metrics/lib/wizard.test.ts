import { describe, expect, it } from 'vitest';
import {
  canJumpTo,
  economicsBranch,
  emptyMetricsForm,
  firstStepWithError,
  formatMinutes,
  minutesRemaining,
  progressPercent,
  TOTAL_MINUTES,
  visibleValues,
  WIZARD_STEPS,
} from './wizard.ts';

describe('wizard rules', () => {
  it('has the four steps of the spec with their estimates', () => {
    expect(WIZARD_STEPS.map((step) => [step.title, step.minutes])).toEqual([
      ['Company Context', 2],
      ['Unit Economics Lite', 2],
      ['Data Access', 3],
      ['Review & Submit', 1],
    ]);
    expect(TOTAL_MINUTES).toBe(8);
  });

  it('estimates 8 minutes, falling by 2 per step advanced, shown with one decimal', () => {
    expect([0, 1, 2, 3].map((step) => formatMinutes(minutesRemaining(step)))).toEqual([
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

  it('opens the step holding the first error, by the order of the steps', () => {
    expect(firstStepWithError(['growthInitiatives', 'marketingTeamSize'])).toBe(2);
    expect(firstStepWithError(['churnRate', 'trailingTwelveMonthRevenue'])).toBe(0);
    expect(firstStepWithError(['competitors.1.website'])).toBe(0);
    expect(firstStepWithError(['oppToWonTime'])).toBe(1);
    expect(firstStepWithError(['body'])).toBeNull();
    expect(firstStepWithError([])).toBeNull();
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
