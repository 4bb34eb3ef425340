/** The Overview's health word and "who is stuck" sentences (common/admin/project-health.ts). */
import { describe, expect, it } from 'vitest';
import { projectHealth, type ProjectHealthInputs } from './project-health.ts';
import { STUCK_WITHOUT_SUBMISSION_DAYS } from './overview-contract.ts';

/** A project everyone signed in to, submitted to yesterday, every platform connected. */
const healthy: ProjectHealthInputs = {
  members: 2,
  neverSignedIn: 0,
  unverified: 0,
  connectors: [
    { platform: 'meta', state: 'connected' },
    { platform: 'google', state: 'connected' },
    { platform: 'linkedin', state: 'connected' },
  ],
  daysSinceCreated: 20,
  daysSinceSubmission: 1,
  reasons: [],
  report: null,
};

describe('the Connections sentence', () => {
  it('names every platform when none is connected', () => {
    expect(projectHealth({ ...healthy, connectors: [] }).connections).toBe(
      '3 of 3 platforms missing: Meta (Facebook) Ads, Google Ads, LinkedIn Ads',
    );
  });

  it('names the missing ones, Google and LinkedIn', () => {
    expect(
      projectHealth({ ...healthy, connectors: [{ platform: 'meta', state: 'connected' }] })
        .connections,
    ).toBe('2 of 3 platforms missing: Google Ads, LinkedIn Ads');
  });

  it('counts a paused or broken connection as missing and says which it is', () => {
    expect(
      projectHealth({
        ...healthy,
        connectors: [
          { platform: 'meta', state: 'broken' },
          { platform: 'google', state: 'paused' },
          { platform: 'linkedin', state: 'connected' },
        ],
      }).connections,
    ).toBe('2 of 3 platforms missing: Meta (Facebook) Ads (broken), Google Ads (paused)');
  });

  it('says all are connected only when all are', () => {
    expect(projectHealth(healthy).connections).toBe('All 3 platforms connected');
  });
});

describe('the Members sentence', () => {
  it('says there is no member yet, never "All set"', () => {
    expect(projectHealth({ ...healthy, members: 0 }).members).toBe('No member yet');
  });

  it('counts who never signed in and who is unconfirmed', () => {
    expect(projectHealth({ ...healthy, neverSignedIn: 1 }).members).toBe('1 never signed in');
    expect(projectHealth({ ...healthy, unverified: 1 }).members).toBe('1 unconfirmed');
    expect(projectHealth({ ...healthy, neverSignedIn: 2, unverified: 1 }).members).toBe(
      '2 never signed in, 1 unconfirmed',
    );
  });

  it('says all signed in when nobody is stuck', () => {
    expect(projectHealth(healthy).members).toBe('All signed in');
  });
});

describe('the health word', () => {
  it('is stuck without a member', () => {
    expect(projectHealth({ ...healthy, members: 0 })).toMatchObject({
      level: 'stuck',
      reason: 'No member yet',
    });
  });

  it(`is stuck without a submission ${STUCK_WITHOUT_SUBMISSION_DAYS} days after creation, at risk before`, () => {
    const unsubmitted: ProjectHealthInputs = {
      ...healthy,
      daysSinceSubmission: null,
      reasons: ['no_submission'],
    };
    expect(
      projectHealth({ ...unsubmitted, daysSinceCreated: STUCK_WITHOUT_SUBMISSION_DAYS }),
    ).toMatchObject({
      level: 'stuck',
      reason: `No submission ${STUCK_WITHOUT_SUBMISSION_DAYS} days after creation`,
    });
    expect(
      projectHealth({ ...unsubmitted, daysSinceCreated: STUCK_WITHOUT_SUBMISSION_DAYS - 1 }),
    ).toMatchObject({ level: 'at_risk', reason: 'No submission' });
  });

  it('is at risk with a report due, or any attention reason', () => {
    expect(projectHealth({ ...healthy, report: { dueAt: '', state: 'overdue' } })).toMatchObject({
      level: 'at_risk',
      reason: 'Initial report overdue',
    });
    expect(projectHealth({ ...healthy, report: { dueAt: '', state: 'due_soon' } })).toMatchObject({
      level: 'at_risk',
      reason: 'Initial report due soon',
    });
    expect(projectHealth({ ...healthy, reasons: ['incomplete_connection'] })).toMatchObject({
      level: 'at_risk',
      reason: 'Connection incomplete',
    });
  });

  it('is at risk with no platform connected at all, on track with one', () => {
    expect(projectHealth({ ...healthy, connectors: [] })).toMatchObject({
      level: 'at_risk',
      reason: 'No ad platform connected: nothing checks the stated figures',
    });
    expect(
      projectHealth({ ...healthy, connectors: [{ platform: 'google', state: 'connected' }] }),
    ).toMatchObject({ level: 'on_track', reason: 'Nothing needs attention' });
  });
});
