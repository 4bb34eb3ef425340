/** The engagement's stages (docs/product.md#stages), word for word. */
import type { EngagementStage } from './constants.ts';

/** The stage card, the firm's move form and the stage mail. */
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
    'Your data is in, and the AI analysis has started: personalised insights and recommendations are being generated, and your initial report is delivered within 24-48 hours. Keep your figures current with “Update your data”, and connect any ad platform still missing.',
  /** In the first two stages once the initial report is published. */
  nextOncePublished:
    'Your initial report is published below. The full analysis continues: the firm deepens its insights and recommendations, and a strategy call is scheduled. It takes about two weeks.',
  title: 'Engagement status',
  stagesLabel: 'The engagement’s stages',
  current: 'Current stage',
  done: 'Done',
  since: (date: string) => `Since ${date}`,
  nextTitle: 'What happens next',
  messageFrom: (date: string) => `Message from the firm, ${date}`,
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
  /** The firm's stage card of a closed engagement (decision 101): closed, not at a stage. */
  closedOn: (date: string) => `Closed on ${date}`,
  closedUnmoved: 'Never moved: the engagement closed at its first stage.',
  movedBy: (email: string) => `by ${email}`,
  /** A move nobody made: the initial report's first draft moved the first stage on. */
  movedByDraft: 'when the initial report was first drafted',
  column: 'Stage',
  allStages: 'All stages',
  mailSubject: (project: string, label: string) => `${project}: ${label}`,
  mailHeading: (label: string) => `Your engagement moved to ${label}`,
  mailIntro: (project: string, label: string, date: string) =>
    `The engagement for ${project} is at ${label} since ${date}.`,
  mailMessage: (firm: string) => `A message from ${firm}:`,
  mailAction: 'Open your dashboard',
} as const;
