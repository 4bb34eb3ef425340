/**
 * The portal dashboard and the data-entry wizard (docs/product.md#wizard). The field problems
 * every form shares are VALIDATION_MESSAGES (common/shared/messages.ts).
 */

/** The wizard, its save and the dashboard around it. */
export const METRICS_MESSAGES = {
  welcomeBack: (name: string) => `Welcome back, ${name}`,
  noProjectTitle: 'No Project Selected',
  noProject: 'Please select a project from the dropdown above to begin entering data.',
  saveData: 'Save Data',
  selectProjectToSave: 'Select a project to save',
  metricsSaved: 'Data has been saved successfully',
  // Our own words, chosen to be readable.
  optionalNote: 'All fields are optional except Annual Revenue, which is required to save.',
  competitorNameRequired: 'Competitor name is required',
  competitorWebsite: 'Competitor website must be a full web address, e.g. https://example.com',
  tooManyCompetitors: (max: number) => `List at most ${max} competitors`,
  teamEmail: (line: number, value: string) => `Line ${line} is not a valid email address: ${value}`,
  // The review step: earlier values a save clears (docs/product.md#wizard).
  willBeRemovedTitle: (count: number) =>
    `${count === 1 ? '1 earlier value' : `${count} earlier values`} will be removed`,
  // The brief's form for the figures the wizard does not ask of the industry.
  addFiguresTitle: ({ ltv, churnRate }: { ltv: boolean; churnRate: boolean }) =>
    ltv && churnRate
      ? 'Add customer LTV and monthly churn to see LTV:CAC and payback'
      : ltv
        ? 'Add customer LTV to see LTV:CAC and payback'
        : 'Add monthly churn to see payback',
  addFiguresNote:
    'The data form does not ask these of your industry. Saving adds them to your latest submission; everything else stays as it is.',
  addFiguresSave: 'Add to the brief',
  addFiguresEmpty: 'Enter a value to add.',
  willBeRemovedNote:
    'You emptied these fields, so saving removes what you gave before. To keep a value, enter it again.',
} as const;
