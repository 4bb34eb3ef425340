import { describe, expect, it } from 'vitest';
import { metricsFormSchema } from '../../../../common/metrics/contract.ts';
import { wizardProblems } from './problems.ts';
import { emptyMetricsForm, visibleValues, type MetricsFormValues } from './wizard.ts';

/** The schema's issues as react-hook-form's resolver nests them ("competitors.0.website"). */
function errorTree(values: MetricsFormValues): object {
  const result = metricsFormSchema.safeParse(visibleValues(values));
  const tree: Record<string, unknown> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    let node = tree;
    for (const key of issue.path.slice(0, -1)) {
      node = (node[String(key)] ??= {}) as Record<string, unknown>;
    }
    node[String(issue.path.at(-1))] = { type: issue.code, message: issue.message };
  }
  return tree;
}

describe('wizard problems', () => {
  const bad: MetricsFormValues = {
    ...emptyMetricsForm(),
    industry: 'b2b',
    trailingTwelveMonthRevenue: '12.345',
    competitors: [{ name: 'Initech', website: 'initech.com' }],
    targetCac: '-5',
    leadToMqlRate: '140',
    marketingTeamSize: '4.5',
    // Hidden for b2b: never a problem.
    churnRate: '250',
  };

  it("lists every problem with the schema's message, in the order the wizard shows the fields", () => {
    expect(wizardProblems(errorTree(bad), 'b2b')).toEqual([
      {
        path: 'trailingTwelveMonthRevenue',
        step: 0,
        label: 'Annual Revenue',
        message: 'Annual Revenue can have at most 2 decimal places',
      },
      {
        path: 'competitors.0.website',
        step: 0,
        label: 'Competitor 1 website',
        message: 'Competitor website must be a full web address, e.g. https://example.com',
      },
      {
        path: 'targetCac',
        step: 1,
        label: 'Target CAC',
        message: 'Target CAC cannot be negative',
      },
      {
        path: 'leadToMqlRate',
        step: 1,
        label: 'Lead to MQL conversion rate',
        message: 'Lead to MQL conversion rate must be at most 100',
      },
      {
        path: 'marketingTeamSize',
        step: 2,
        label: 'Marketing Team Size',
        message: 'Marketing Team Size must be a whole number',
      },
    ]);
  });

  it('puts the first problem on the first step that has one', () => {
    const later = { ...bad, trailingTwelveMonthRevenue: '1000', competitors: [] };
    expect(wizardProblems(errorTree(later), 'b2b')[0]).toMatchObject({
      step: 1,
      path: 'targetCac',
    });
    const onlyEmails = {
      ...emptyMetricsForm(),
      trailingTwelveMonthRevenue: '5',
      growthInitiatives: 'x',
    };
    expect(wizardProblems(errorTree(onlyEmails), '')).toEqual([
      expect.objectContaining({ step: 3, path: 'growthInitiatives', label: 'Team Member Emails' }),
    ]);
    expect(wizardProblems({}, 'b2b')).toEqual([]);
  });

  it('leaves out errors kept for the branch the industry now hides', () => {
    // Typed under b2b, then the industry became b2c: the funnel is hidden.
    const problems = wizardProblems(errorTree(bad), 'b2c');
    expect(problems.map((problem) => problem.path)).not.toContain('leadToMqlRate');
    expect(problems.map((problem) => problem.path)).toContain('targetCac');
  });

  it('names an empty required revenue', () => {
    expect(wizardProblems(errorTree(emptyMetricsForm()), '')).toEqual([
      {
        path: 'trailingTwelveMonthRevenue',
        step: 0,
        label: 'Annual Revenue',
        message: 'Annual Revenue is required',
      },
    ]);
  });
});
