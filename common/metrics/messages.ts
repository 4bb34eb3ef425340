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
} as const;
