/**
 * The words of the firm's engagement features (analysts, closing an engagement, its
 * stages, the platform check; chosen to be readable).
 * Apart from messages.ts, which the portal's first download carries whole: these load with
 * the dashboard and admin pages that use them.
 */
import type { EngagementStage } from './constants.ts';

/** Closing an engagement (decision 101; chosen to be readable). */
export const CLOSE_MESSAGES = {
  action: 'Close engagement',
  title: (name: string) => `Close the engagement with ${name}?`,
  description:
    'This deletes the client’s data for good: every metrics submission, note and deliverable, its pending invitations, the Google Ads accounts chosen for it with their figures, and its ad-platform connectors (paused, then deleted at Fivetran). The project stays, archived and read-only, with its members, its audit trail and a record of what was deleted. It cannot be undone.',
  confirmLabel: (slug: string) => `Type ${slug} to confirm`,
  mismatch: (slug: string) => `Type the project’s slug, ${slug}, exactly to confirm.`,
  closing: 'Closing...',
  closed: (name: string) => `The engagement with ${name} is closed.`,
  failed: 'Could not close the engagement',
  alreadyClosed: 'This engagement is already closed.',
  noUploads: 'This engagement is closed: nothing can be uploaded to it.',
  cannotReactivate: 'A closed engagement cannot be reactivated: its client data is gone.',
  bannerTitle: 'Engagement closed',
  banner: (date: string, by: string) => `Closed on ${date} by ${by}. Deleted:`,
  deleted: (closure: {
    submissions: number;
    notes: number;
    deliverables: number;
    invitations: number;
    googleAdsAccounts: number;
    connectors: number;
  }) =>
    [
      `${closure.submissions} submission${closure.submissions === 1 ? '' : 's'}`,
      `${closure.notes} note${closure.notes === 1 ? '' : 's'}`,
      `${closure.deliverables} deliverable${closure.deliverables === 1 ? '' : 's'}`,
      `${closure.invitations} pending invitation${closure.invitations === 1 ? '' : 's'}`,
      `${closure.googleAdsAccounts} Google Ads account${closure.googleAdsAccounts === 1 ? '' : 's'}`,
      `${closure.connectors} connector${closure.connectors === 1 ? '' : 's'}`,
    ].join(', '),
} as const;

/** The firm's analysts (decision 099; chosen to be readable). */
export const ANALYST_MESSAGES = {
  title: 'Analysts',
  description:
    'Firm staff who work on the projects you assign them: the project page, its deliverables and the Overview, nothing else. They sign up with the address you add here.',
  emailLabel: 'Analyst email',
  add: 'Add analyst',
  added: (email: string) => `${email} is now an analyst.`,
  addFailed: 'Could not add the analyst',
  exists: (email: string) => `${email} is already an analyst.`,
  isAdministrator: (email: string) => `${email} is an administrator, who sees every project.`,
  remove: 'Remove',
  removeTitle: (email: string) => `Remove ${email} as an analyst?`,
  removeDescription:
    'They lose access to every project assigned to them at once. Their account and its history stay.',
  removed: (email: string) => `${email} is no longer an analyst.`,
  removeFailed: 'Could not remove the analyst',
  empty: 'No analysts yet.',
  notFound: 'Analyst not found',
  notSignedUp: 'not signed up yet',
  assigned: 'Assigned projects',
  none: 'None',
  projectTitle: 'Analysts',
  projectDescription: 'Firm analysts who work on this project.',
  assign: 'Assign',
  assignLabel: 'Analyst to assign',
  assignPlaceholder: 'Choose an analyst',
  assignedToProject: (email: string) => `${email} is assigned to this project.`,
  unassign: 'Unassign',
  unassignedFromProject: (email: string) => `${email} no longer works on this project.`,
  assignFailed: 'Could not change the assignment',
  noneAssigned: 'No analyst is assigned to this project.',
  noneToAssign: 'Add analysts in the Users tab first.',
  dashboardTitle: 'Analyst Dashboard',
  backToDashboard: 'Back to Analyst Dashboard',
  overviewDescription:
    'The projects assigned to you: how complete their information is, when the client was last active, and who is stuck.',
  noMembers: 'No members yet.',
} as const;

/** The engagement's stages (docs/product.md#stages). */
export const STAGE_MESSAGES = {
  /** What happens next at each stage: the customer journey's promises. */
  next: {
    initial_data_collection:
      'Enter your metrics and connect your ad platforms with read-only access: it takes under 30 minutes. As soon as you submit, the AI analysis starts.',
    ai_analysis:
      'The AI analysis is under way: personalised insights and recommendations are generated, an initial report is delivered within 24-48 hours of your data, and a strategy call is scheduled. The full analysis takes about two weeks.',
    diligence_report_delivery:
      'Your diligence report is being delivered: it appears under Deliverables, and the strategy call walks you through it.',
    acquisition_decision:
      'You decide on the acquisition with the report’s findings; the firm is there for your questions.',
    post_acquisition_growth:
      'After the acquisition: value-creation planning with a 12-18 month roadmap and revenue forecasting.',
  } satisfies Record<EngagementStage, string>,
  /** The first stage's next step once the data is in, until the firm moves the stage. */
  nextOnceSubmitted:
    'Your data is in, and the AI analysis has started: personalised insights and recommendations are being generated, and your initial report is due within 48 hours. Keep your figures current with “Update your data”, and connect any ad platform still missing.',
  title: 'Engagement status',
  stagesLabel: 'The engagement’s stages',
  current: 'Current stage',
  done: 'Done',
  since: (date: string) => `Since ${date}`,
  nextTitle: 'What happens next',
  messageFrom: (date: string) => `Message from the firm, ${date}`,
  reportDue: (date: string) => `Initial report due by ${date}`,
  loadFailed: 'Could not load the engagement status',
  closed: 'This engagement is closed: its stage can no longer be moved.',
  sameStage: (label: string) => `The project is already at ${label}. Choose another stage.`,
  futureDate: 'The date cannot be later than tomorrow.',
  projectNotFound: 'There is no project with this id.',
  moveTitle: 'Move the stage',
  stageLabel: 'Stage',
  dateLabel: 'Date',
  messageLabel: 'Message to the client (optional)',
  messageHint: 'Mailed to every member of the project and shown on their dashboard.',
  move: 'Move stage',
  moving: 'Moving...',
  moved: (label: string) => `Stage moved to ${label}. The project’s members were mailed.`,
  moveFailed: 'Could not move the stage',
  history: 'History',
  noHistory: 'Not moved yet: the engagement is at its first stage.',
  movedBy: (email: string) => `by ${email}`,
  column: 'Stage',
  allStages: 'All stages',
  mailSubject: (project: string, label: string) => `${project}: ${label}`,
  mailHeading: (label: string) => `Your engagement moved to ${label}`,
  mailIntro: (project: string, label: string, date: string) =>
    `The engagement for ${project} is at ${label} since ${date}.`,
  mailMessage: (firm: string) => `A message from ${firm}:`,
  mailAction: 'Open your dashboard',
} as const;

/** Self-reported vs platform (decision 105). */
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
