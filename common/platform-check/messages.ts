/** Self-reported vs platform (docs/product.md#platform-check, decision 105), word for word. */

export const PLATFORM_CHECK_MESSAGES = {
  title: 'Your figures vs Google Ads',
  adminTitle: 'Self-reported vs Google Ads',
  intro:
    'Your stated current CAC and target ROAS beside what your chosen Google Ads accounts report for the last 30 days, read once a day.',
  noneChosen: 'No Google Ads account chosen for this project yet.',
  chooseHint: 'Choose the Google Ads accounts that belong to this project.',
  connectFirst: 'Connect Google Ads to choose the accounts that belong to this project.',
  connectLink: 'Connect Google Ads',
  choose: 'Choose accounts',
  change: 'Change accounts',
  chooseLegend: 'Google Ads accounts for this project',
  save: 'Save accounts',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Google Ads accounts saved.',
  saveFailed: 'Could not save the accounts',
  loadFailed: 'Could not load the platform check',
  noAccounts: 'Your Google account reaches no Google Ads accounts.',
  chosenBy: (who: string, when: string) => `Chosen by ${who} on ${when}`,
  notInGrant: (ids: string) =>
    `Your Google grant does not reach ${ids}. Choose only accounts listed for your Google account.`,
  viewerCannotChoose: 'Viewers cannot choose the project’s Google Ads accounts.',
  pending: 'Waiting for the first daily read of this account.',
  failed: (when: string) =>
    `Google Ads could not be read on ${when}; the figures shown are the last ones stored.`,
  revoked:
    'The Google grant that reads this account was revoked. The member who chose it must connect Google Ads again.',
  snapshotOf: (date: string) => `Last 30 days, as of ${date}`,
  currencyNote: (currency: string) =>
    `Amounts in ${currency}. Your stated CAC is read in USD, so it is not compared with this account’s cost per conversion.`,
  notComparable: 'Not comparable',
  notComparableWhy: (currency: string) =>
    `Not comparable: the account reports in ${currency} and the submitted current CAC is in USD.`,
  figure: 'Figure',
  yours: 'You stated',
  platform: 'Google Ads',
  gap: 'Gap',
  spend: 'Spend',
  clicks: 'Clicks',
  conversions: 'Conversions',
  conversionsValue: 'Conversion value',
  costPerConversion: 'Cost per conversion vs CAC',
  roas: 'ROAS vs target',
  notStated: 'Not stated',
  noFigure: 'None',
  withinRange: 'Within 25% of your figure.',
  cacGap: (percent: number, above: boolean) =>
    `Google Ads’ cost per conversion is ${percent}% ${above ? 'above' : 'below'} your stated current CAC: check which costs and which conversions each figure counts.`,
  roasGap: (percent: number, above: boolean) =>
    `Google Ads’ ROAS is ${percent}% ${above ? 'above' : 'below'} your target ROAS: ${above ? 'the account already beats the target it is meant to reach' : 'the account returns less for its spend than your plan assumes'}.`,
} as const;
