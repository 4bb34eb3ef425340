/** Self-reported vs platform (docs/product.md#platform-check, decision 105), word for word. */

export const PLATFORM_CHECK_MESSAGES = {
  title: 'Your figures vs your ad platforms',
  adminTitle: 'Self-reported vs ad platforms',
  intro:
    'Your stated current CAC, target ROAS and revenue beside what your ad platforms report, read once a day: Google Ads from the data warehouse once it has your Google data, else from your chosen accounts; every connected channel from the data warehouse.',
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
  fromApi: (date: string) => `From the Google Ads API, 30 days to ${date}`,
  fromWarehouse: (date: string | null) =>
    date
      ? `From the data warehouse (Fivetran), data as of ${date}`
      : 'From the data warehouse (Fivetran)',
  warehouseWindow: (from: string, to: string, months: number) =>
    `${from} to ${to} (${months} full months)`,
  noWarehouseGoogle: 'The warehouse has no Google Ads figures for these months.',
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
  cacGap: (channel: string, percent: number, above: boolean) =>
    `Cost per conversion on ${channel} is ${percent}% ${above ? 'above' : 'below'} your stated current CAC: check which costs and which conversions each figure counts.`,
  roasGap: (percent: number, above: boolean) =>
    `Google Ads’ ROAS is ${percent}% ${above ? 'above' : 'below'} your target ROAS: ${above ? 'the account already beats the target it is meant to reach' : 'the account returns less for its spend than your plan assumes'}.`,
  // The check across every connected channel (channel-check.ts).
  channelsTitle: 'Across your connected channels',
  channelsWindow: (from: string, to: string, months: number) =>
    `The last ${months} full months (${from} to ${to}), as a monthly average.`,
  channel: 'Channel',
  spendAMonth: 'Spend a month',
  costPerConversionShort: 'Cost per conversion',
  gapToCac: 'Gap to your CAC',
  allChannels: 'All channels',
  allChannelsInText: 'all channels together',
  statedCac: (cac: string) => `Your stated current CAC: ${cac}`,
  channelsNotComparable: (currency: string) =>
    `Not comparable: these channels report in ${currency} and the submitted current CAC and annual revenue are in USD.`,
  noStatedSpend:
    'The wizard asks for no marketing spend, so your channels’ spend is set beside your stated annual revenue, as the brief’s spend flag does.',
  spendShare: (annualSpend: string, percent: string, revenue: string) =>
    `Channel spend runs at ${annualSpend} a year: ${percent} of your stated annual revenue (${revenue}).`,
  spendShareFlag: (percent: string, limit: number) =>
    `Channel spend runs at ${percent} of your stated annual revenue, above ${limit}%: companies typically spend about 10% of revenue on all of their marketing, so what this spend brings in should be checked.`,
  noRevenue: 'No annual revenue was stated, so channel spend is not compared with it.',
  withoutMonths: (channel: string) => `${channel}: no figures in the warehouse for these months.`,
  /** The PDF's lines. */
  perMonth: (spend: string, conversions: string) =>
    `${spend} a month, ${conversions} conversions a month`,
  cacAgainst: (cost: string, stated: string, gap: string) =>
    `cost per conversion ${cost} against your stated CAC of ${stated}: ${gap}`,
  cacAlone: (cost: string | null) => (cost ? `cost per conversion ${cost}` : 'no conversions'),
  noneInWindow: 'none in these months',
} as const;
