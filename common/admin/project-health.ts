/**
 * How a project on the Overview is doing (docs/product.md#workspace): the health word with
 * its reason, and the "who is stuck" columns' sentences. The server runs it on every row it
 * answers (server/modules/admin/overview.ts), so the table, the phone's cards and the API say
 * the same thing, in words that state the reason instead of "All set".
 *
 * The rule, first match wins:
 * - stuck: no member yet, or no submission STUCK_WITHOUT_SUBMISSION_DAYS after the project
 *   was created: nobody can move the engagement on;
 * - at risk: the initial report overdue or due soon, or any attention reason
 *   (ATTENTION_REASONS: no or a stale submission, a member never signed in or unconfirmed,
 *   a connection paused, broken or unfinished), or no platform connected at all (nothing then
 *   checks the stated figures against the platforms);
 * - on track: otherwise.
 * Each platform not connected is the completeness checklist's "helpful" item
 * (common/brief/completeness.ts): the Connections sentence names it; only having none at all
 * changes the health word. Connected means what the checklist counts: a connection in the
 * `connected` state.
 */
import { PLATFORM_LABELS, PLATFORMS } from '../connections/constants.ts';
import { OVERVIEW_MESSAGES } from './messages.ts';
import {
  STALE_SUBMISSION_DAYS,
  STUCK_WITHOUT_SUBMISSION_DAYS,
  type OverviewRow,
} from './overview-contract.ts';

/** What the verdict is read from: the Overview row's figures. */
export type ProjectHealthInputs = Pick<
  OverviewRow,
  | 'members'
  | 'neverSignedIn'
  | 'unverified'
  | 'connectors'
  | 'daysSinceCreated'
  | 'daysSinceSubmission'
  | 'reasons'
  | 'report'
>;

export type ProjectHealth = OverviewRow['health'];

const REASON_LABELS = OVERVIEW_MESSAGES.reasons(STALE_SUBMISSION_DAYS);

/** "No member yet", "1 never signed in, 2 unconfirmed", "All signed in". */
function membersSentence({ members, neverSignedIn, unverified }: ProjectHealthInputs): string {
  if (members === 0) return OVERVIEW_MESSAGES.noMember;
  const issues = [
    neverSignedIn > 0 ? OVERVIEW_MESSAGES.neverSignedIn(neverSignedIn) : '',
    unverified > 0 ? OVERVIEW_MESSAGES.unconfirmed(unverified) : '',
  ].filter(Boolean);
  return issues.join(', ') || OVERVIEW_MESSAGES.allSignedIn;
}

/**
 * "2 of 3 platforms missing: Google Ads (paused), LinkedIn Ads" in the platforms' order, a
 * stored connection that is not running named with its state; "All 3 platforms connected".
 */
function connectionsSentence({ connectors }: ProjectHealthInputs): string {
  const stateOf = new Map(connectors.map(({ platform, state }) => [platform, state]));
  const missing = PLATFORMS.filter((platform) => stateOf.get(platform) !== 'connected');
  if (missing.length === 0) return OVERVIEW_MESSAGES.allPlatformsConnected(PLATFORMS.length);
  const named = missing.map((platform) => {
    const state = stateOf.get(platform);
    const label = PLATFORM_LABELS[platform];
    return state === undefined || state === 'connected'
      ? label
      : `${label} (${OVERVIEW_MESSAGES.connectionState[state]})`;
  });
  return OVERVIEW_MESSAGES.platformsMissing(missing.length, PLATFORMS.length, named.join(', '));
}

/** The health word and its reason, by the rule in this file's header. */
function verdict(inputs: ProjectHealthInputs): Pick<ProjectHealth, 'level' | 'reason'> {
  const { members, daysSinceCreated, daysSinceSubmission, report, reasons } = inputs;
  if (members === 0) return { level: 'stuck', reason: OVERVIEW_MESSAGES.noMember };
  if (daysSinceSubmission === null && daysSinceCreated >= STUCK_WITHOUT_SUBMISSION_DAYS) {
    return {
      level: 'stuck',
      reason: OVERVIEW_MESSAGES.noSubmissionSinceCreated(daysSinceCreated),
    };
  }
  if (report) {
    return {
      level: 'at_risk',
      reason:
        report.state === 'overdue'
          ? OVERVIEW_MESSAGES.reportOverdue
          : OVERVIEW_MESSAGES.reportDueSoon,
    };
  }
  const [first] = reasons;
  if (first) return { level: 'at_risk', reason: REASON_LABELS[first] };
  // No channel at all: nothing to check the stated figures against.
  if (!inputs.connectors.some(({ state }) => state === 'connected')) {
    return { level: 'at_risk', reason: OVERVIEW_MESSAGES.noPlatformConnected };
  }
  return { level: 'on_track', reason: OVERVIEW_MESSAGES.nothingNeedsAttention };
}

/** The project's health and its Members and Connections sentences. */
export function projectHealth(inputs: ProjectHealthInputs): ProjectHealth {
  return {
    ...verdict(inputs),
    members: membersSentence(inputs),
    connections: connectionsSentence(inputs),
  };
}
