/** The initial report's text (docs/product.md#initial-report): the rules drafter's sentences, the screens, the mail. */

/** The rules drafter's sentences; every number in them comes from a figure's shown value. */
const rules = {
  summaryRevenue: (project: string, revenue: string, economics: string) =>
    economics
      ? `${project} states annual revenue of ${revenue}, with ${economics}.`
      : `${project} states annual revenue of ${revenue}.`,
  summaryLtvToCac: (value: string) => `LTV:CAC of ${value}`,
  summaryPayback: (value: string) => `CAC payback of ${value}`,
  and: ' and ',
  summaryFlags:
    'The brief raises red flags on the stated figures: each is listed below with what it rests on.',
  summaryNoFlags: 'The stated figures raise no red flag against the firm’s thresholds.',
  summaryChannels: (platforms: string, spend: string) =>
    `The data warehouse holds ${platforms}, at ${spend} of ad spend a month on average.`,
  summaryNoChannels:
    'No channel data has reached the data warehouse yet, so the stated figures are not yet checked against the platforms.',
  summaryCompleteness: (score: string) => `The information is ${score} complete.`,
  finding: {
    ltvToCacLow: (value: string) => ({
      title: `LTV:CAC of ${value} is below 3x`,
      text: 'Each customer returns less than three times what it costs to acquire, before the cost of serving them: growth at this CAC consumes cash.',
    }),
    ltvToCacHealthy: (value: string) => ({
      title: `LTV:CAC of ${value} clears 3x`,
      text: 'Each customer returns at least three times what it costs to acquire: the unit economics support spending more on acquisition, if the LTV holds up in diligence.',
    }),
    paybackSlow: (value: string) => ({
      title: `CAC payback of ${value} is above 12 months`,
      text: 'Acquisition spend comes back slowly, so faster growth needs more funding.',
    }),
    paybackWithinAYear: (value: string) => ({
      title: `CAC payback of ${value} is within a year`,
      text: 'Acquisition spend comes back within the year it is spent.',
    }),
    churn: (lost: string) => ({
      title: `${lost} of the customers are lost in a year`,
      text: 'Growth has to replace these customers before it adds any: retention is worth as much scrutiny as acquisition.',
    }),
    cacGap: (gap: string, above: boolean, actual: string, target: string) => ({
      title: `Current CAC is ${gap} ${above ? 'above' : 'below'} target`,
      text: `The client states a current CAC of ${actual} against a target of ${target}.`,
    }),
    funnel: (value: string) => ({
      title: `Lead to won conversion is ${value}`,
      text: 'The weakest step caps the whole funnel: the firm’s figures show which one it is.',
    }),
    channelGap: (platform: string, cost: string, gap: string) => ({
      title: `${platform} cost per conversion differs from the stated CAC by ${gap}`,
      text: `The platform reports ${cost} per conversion. Platform conversions are not customers, so some gap is expected; beyond 25% the way CAC is measured needs explaining.`,
    }),
    channelConsistent: (platform: string, cost: string, gap: string) => ({
      title: `${platform} cost per conversion is in line with the stated CAC`,
      text: `The platform reports ${cost} per conversion, ${gap} against the stated CAC: within the 25% the firm allows.`,
    }),
    otherCurrency: (platform: string, spend: string, currency: string) => ({
      title: `${platform} spends ${spend} a month, in ${currency}`,
      text: 'The stated figures are in US dollars, so this channel’s cost per conversion is not set beside the stated CAC.',
    }),
    spendToRevenue: (annual: string, share: string, flagged: boolean) => ({
      title: flagged
        ? `Ad platform spend runs at ${share} of revenue, above 20%`
        : `Ad platform spend runs at ${share} of revenue`,
      text: `The connected platforms spend ${annual} a year at their recent pace. Companies typically spend about 10% of revenue on all of their marketing.`,
    }),
  },
  recommend: {
    lowLtvToCac: {
      title: 'Move acquisition spend to the channels that convert cheapest',
      rationale:
        'LTV:CAC below 3x means acquisition costs too much for what a customer returns; the channel figures show where a customer costs least.',
    },
    highChurn: {
      title: 'Start a retention programme on the customers most at risk',
      rationale:
        'Churn above 5% a month empties the customer base within a few years; keeping customers is cheaper than replacing them.',
    },
    slowPayback: {
      title: 'Bring revenue forward with pricing and onboarding',
      rationale:
        'A payback beyond 12 months ties up cash; annual plans, upfront pricing or faster onboarding shorten it.',
    },
    cacAboveTarget: {
      title: 'Re-base the CAC target or cut the spend that misses it',
      rationale:
        'More than 20% over target means the plan’s growth costs more than budgeted; either the target or the channel mix has to change.',
    },
    lowTargetRoas: {
      title: 'Set the ROAS target above break-even',
      rationale: 'A target below 1x plans for ads that lose money before any other cost is paid.',
    },
    weakFunnelStep: {
      title: 'Fix the weakest funnel step first',
      rationale:
        'One step far weaker than the rest caps the whole funnel, so improving it lifts won deals more than any other change.',
    },
    highPlatformSpend: {
      title: 'Test how much of the platform spend is incremental',
      rationale:
        'Spend above 20% of revenue on ads alone should be tested with hold-out campaigns before more is spent.',
    },
    connect: {
      title: 'Connect the ad platforms',
      rationale:
        'With read-only access to Meta, LinkedIn and Google, the stated CAC and spend are checked against what the platforms report.',
    },
    plan: {
      title: 'Build the 12-18 month value-creation plan on the confirmed figures',
      rationale:
        'Once diligence confirms the channel economics, the plan sets channel budgets, CAC targets and a revenue forecast for the next 12-18 months.',
    },
  },
  ask: {
    cacMethod:
      'How is current CAC computed: which costs are included (media, agencies, salaries, tools) and over which period?',
    otherCosts:
      'Which marketing costs sit outside the ad platforms, and what do they add up to in a year?',
    ltvBasis: 'Is LTV computed on revenue or on gross profit, and over what customer lifetime?',
    churnSegments: 'How is monthly churn measured, and which customer segments churn most?',
    weakStep: 'What happens at the weakest funnel step, and what has been tried to improve it?',
    incrementality:
      'What revenue would the largest platform’s spend not bring in if it were cut, and has that been tested?',
    attribution:
      'How are conversions attributed between the platforms and the CRM, and why do the platforms’ costs differ from the stated CAC?',
  },
  gap: (label: string) => `${label}: not provided yet.`,
  noNote:
    'No context note yet: notes explain what the figures cannot, such as seasonality or a change of pricing.',
  notConnected: (platform: string) =>
    `${platform} is not connected: its spend and conversions are not checked against the stated figures.`,
  noMonths: (platform: string) =>
    `${platform}: connected, but no full month in the data warehouse yet.`,
};

export const REPORT_MESSAGES = {
  rules,
  title: 'Initial report',
  drafterRules: 'Drafted from rules',
  drafterRulesHint:
    'Written by the product’s rules from the figures: every number in it is one of the figures.',
  notFound: 'There is no published report with this id.',
  projectNotFound: 'There is no project with this id.',
  noDraftYet: 'No draft yet: the first draft is made as soon as the client submits their figures.',
  closed: 'This engagement is closed: its report can no longer change.',
  noFiguresYet: 'There is nothing to draft from yet: the client has not submitted any figures.',
  staleVersion:
    'A newer version of the report exists: reload to see it before editing, approving or publishing.',
  notLatest: 'Only the newest version can be approved or published.',
  alreadyApproved: 'This version is already approved.',
  alreadyPublished: 'This version is already published.',
  notApproved: 'Approve this version before publishing it.',
  unconfirmed: (numbers: string) =>
    `Confirm each number that no figure supports before publishing: ${numbers}.`,
  draftRefused: (numbers: string) =>
    `The draft was refused: these numbers are not among the figures: ${numbers}.`,
  // The firm's review
  reviewTitle: 'Initial report',
  reviewIntro:
    'Drafted from the figures as soon as they arrive or change. Review it, edit the text, approve it and publish it to the client.',
  due: (date: string) => `Due by ${date}`,
  dueOverdue: (date: string) => `Overdue since ${date}`,
  publishedOn: (date: string) => `Published to the client on ${date}`,
  version: (n: number) => `Version ${n}`,
  status: { draft: 'Draft', approved: 'Approved', published: 'Published' },
  origin: { rules: 'Drafted from rules', edited: 'Edited' },
  byWhom: (who: string) => `by ${who}`,
  summary: 'Summary',
  findings: 'Findings',
  redFlags: 'Red flags',
  recommendations: 'Recommendations',
  horizons: {
    first_100_days: 'First 100 days',
    value_creation_plan: '12-18 month value-creation plan',
  },
  questions: 'Questions for management',
  dataGaps: 'Data gaps',
  severity: { high: 'High', medium: 'Medium', low: 'Low' },
  cites: 'Rests on',
  figuresTitle: 'The figures it cites',
  edit: 'Edit the text',
  editLabel: 'Report text (Markdown)',
  editHint: 'Headings (##), lists (-) and **bold** are kept; raw HTML is shown as text.',
  save: 'Save as a new version',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Saved as a new version.',
  draftAgain: 'Draft again from the figures',
  drafting: 'Drafting...',
  drafted: 'A new draft was made from the current figures.',
  approve: 'Approve',
  approving: 'Approving...',
  approved: 'Approved. Publish it when the client should read it.',
  publish: 'Publish to the client',
  publishing: 'Publishing...',
  published: 'Published: the project’s members were mailed a link.',
  confirmTitle: 'Numbers no figure supports',
  confirmIntro:
    'These numbers were added to the text and are not among the figures. Confirm each one before publishing.',
  confirmNumber: (text: string) => `I confirm ${text}`,
  preview: 'As the client will read it',
  versions: 'Versions',
  loadFailed: 'Could not load the initial report',
  actionFailed: 'Could not update the report',
  reviewLoading: 'Loading the initial report',
  reviewRetry: 'Try again',
  sectionsTab: 'Sections and figures',
  textTab: 'Full text',
  editedFromDraft:
    'This version is an edited text: the sections and citations below are those of the draft it was edited from. The full text is what the client will read.',
  formula: 'How it is computed',
  noFiguresCited: 'The draft cites no figure.',
  unsupportedIntro: (count: number) =>
    count === 1
      ? 'One number in the text is not among the figures. It is highlighted in the full text, and must be confirmed when publishing.'
      : `${count} numbers in the text are not among the figures. They are highlighted in the full text, and each must be confirmed when publishing.`,
  draftAgainTitle: 'Draft again from the figures?',
  draftAgainSupersedes:
    'The current version is an edited text. A new draft from the figures becomes the newest version in its place; the edit stays in the versions list.',
  publishTitle: 'Publish to the client?',
  publishIntro:
    'The project’s members are mailed a link, and read this version on their dashboard.',
  versionsCount: (count: number) => `Versions (${count})`,
  // Who drafted a version: a model, or the rules (and why, when a model was meant to)
  draftedBy: (modelId: string) => `Drafted by ${modelId}`,
  draftedByModel: 'Drafted by a language model',
  drafterModelHint:
    'Written by a language model from the figures: every number in it was checked against them.',
  draftedFromRulesBecause: (reason: string) => `Drafted from rules: ${reason}`,
  fallbackReasons: {
    not_grounded: 'the model’s drafts did not pass the number check',
    model_failed: 'the model could not be reached',
    daily_cap: 'the project’s daily model calls were used up',
  },
  // The firm's drafting setting for the project
  draftingCurrent: (choice: string) => `Drafting: ${choice}`,
  draftingLegend: 'Who writes this project’s drafts',
  modelUses: {
    off: {
      label: 'Rules only',
      hint: 'Nothing is sent to a language model: the product’s rules write the draft from the figures.',
    },
    figures: {
      label: 'A language model, from the figures',
      hint: 'The model is sent the company’s name and industry, the figures with their formulas, the red flags and the missing fields; never the notes.',
    },
    figures_and_notes: {
      label: 'A language model, from the figures and the notes',
      hint: 'The same, and the notes’ text with e-mail addresses and members’ names removed.',
    },
  },
  modelConfigured: (modelId: string, provider: string) =>
    `The configured language model is ${modelId} (${provider}).`,
  noModelConfigured:
    'No language model is configured, so drafts come from the rules whatever this setting says; the choice is kept for when one is.',
  draftingSave: 'Save the drafting choice',
  draftingSaving: 'Saving...',
  draftingSaved: 'Drafting choice saved: it applies to the next draft.',
  // The client's dashboard
  clientTitle: 'Initial report',
  clientPending:
    'Your initial report is being prepared: it is delivered within 24-48 hours of your data.',
  clientPublished: (date: string) => `Published on ${date}`,
  openPdf: 'Open the PDF',
  /** How the project's drafts are made, as the client is told (the firm's setting). */
  clientDrafting: {
    rules:
      'Drafts for this project are written from your figures by the firm’s rules; an analyst reviews each before you see it.',
    figures:
      'Drafts for this project are written by a language model from your figures only (your notes are not sent); an analyst reviews each before you see it.',
    figures_and_notes:
      'Drafts for this project are written by a language model from your figures and your notes; an analyst reviews each before you see it.',
  },
  clientLoadFailed: 'Could not load your initial report',
  clientRetry: 'Try again',
  // The stage card
  stageWindow: (date: string) => `Initial report within 24-48 hours of your data: due by ${date}`,
  stagePublished: (date: string) => `Initial report published on ${date}`,
  // The wizard's submitted state: a label and its short value.
  submittedLabel: 'Initial report',
  submittedWindow: (date: string) => `Within 24-48 hours of your data: by ${date}`,
  // The members' mail: a link, never the report's content.
  mailSubject: (project: string) => `${project}: your initial report is ready`,
  mailHeading: 'Your initial report is ready',
  mailIntro: (project: string) =>
    `The initial report for ${project} is published. Sign in to read it on your dashboard.`,
  mailButton: 'Read the report',
  // The overview
  overviewDueSoon: 'Report due soon',
  overviewOverdue: 'Report overdue',
} as const;
