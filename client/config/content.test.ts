import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKET_STATISTICS, JOURNEY, ADVANTAGE } from './home.ts';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal.ts';
import { CLIENT_LOGOS, LOGO_LOOP_SECONDS } from './logos.ts';
import { AGENTS, SOLUTIONS, TIERS, type Tier } from './solutions.ts';
import { ADVISORS, FOUNDER, initials } from './team.ts';

describe('marketing content', () => {
  it('quotes the market statistics exactly', () => {
    const text = MARKET_STATISTICS.items.map((item) => `${item.value} ${item.label}`);
    expect(text[0]).toBe('$17 billion due-diligence spend by 2025');
    expect(text[1]).toBe('$807 billion digital marketing by 2028 at 9.1% CAGR');
    expect(text[2]).toMatch(/^75% of PE leaders/);
  });

  it('tells the 80/20 split and the five journey steps with their claims', () => {
    expect([ADVANTAGE.ai.share, ADVANTAGE.expert.share]).toEqual([80, 20]);
    expect(JOURNEY.steps.map((step) => step.title)).toEqual([
      'Initial Data Collection',
      'AI Analysis',
      'Diligence Report Delivery',
      'Acquisition Decision',
      'Post-Acquisition Growth',
    ]);
    expect(JOURNEY.steps[0].meta).toBe('Under 30 minutes');
    expect(JOURNEY.steps[1].meta).toBe('2-week turnaround');
  });

  it('offers four tiers: the third Most Popular, the fourth Coming Soon', () => {
    for (const list of [SOLUTIONS, AGENTS]) {
      expect(list.map((item) => item.tier)).toEqual([1, 2, 3, 4]);
      expect(list.map((item) => Boolean(item.highlight))).toEqual([false, false, true, false]);
      expect(list.map((item) => Boolean(item.comingSoon))).toEqual([false, false, false, true]);
      for (const item of list) expect(item.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('names each tier once: /services and /pricing give the same name and agent per tier', () => {
    const named = (list: readonly Tier[]) =>
      list.map(({ tier, name, agent }) => [tier, name, agent]);
    expect(named(AGENTS)).toEqual(named(Object.values(TIERS)));
    expect(named(SOLUTIONS)).toEqual(named(Object.values(TIERS)));
    expect(new Set(Object.values(TIERS).map((tier) => tier.name)).size).toBe(4);
  });

  it('shows no prices', () => {
    const copy = JSON.stringify([SOLUTIONS, AGENTS]);
    expect(copy).not.toMatch(/\$\s?\d/);
  });

  it('has ten client logos, each an SVG file in client/public with alt text', () => {
    expect(CLIENT_LOGOS).toHaveLength(10);
    expect(LOGO_LOOP_SECONDS).toBe(66);
    for (const logo of CLIENT_LOGOS) {
      const file = path.join(import.meta.dirname, '../public', logo.logo);
      expect(existsSync(file), logo.logo).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg /);
      expect(logo.alt).toContain(logo.name);
    }
  });

  it('has a founder and CEO with LinkedIn and three advisors with LinkedIn and mail', () => {
    expect(FOUNDER.title).toBe('Founder & CEO');
    expect(FOUNDER.social.linkedin).toMatch(/^https:\/\//);
    expect(ADVISORS).toHaveLength(3);
    for (const advisor of ADVISORS) {
      expect(advisor.social.linkedin).toMatch(/^https:\/\//);
      expect(advisor.social.email).toContain('@');
    }
    expect(initials('Alexandra Reid')).toBe('AR');
  });

  it('dates the policies March 13, 2025, with their required sections', () => {
    expect(PRIVACY_POLICY.lastUpdated).toBe('March 13, 2025');
    expect(TERMS_OF_SERVICE.lastUpdated).toBe('March 13, 2025');
    expect(PRIVACY_POLICY.sections.map((section) => section.id)).toEqual([
      'introduction',
      'information-we-collect',
      'use-of-information',
      'contact',
    ]);
    expect(TERMS_OF_SERVICE.sections.map((section) => section.id)).toEqual([
      'acceptance',
      'changes',
      'eligibility',
      'account-security',
      'use-and-prohibited-conduct',
      'contact',
    ]);
    const eligibility = TERMS_OF_SERVICE.sections.find((section) => section.id === 'eligibility');
    expect(eligibility?.paragraphs.join(' ')).toContain('at least 18 years old');
  });
});
