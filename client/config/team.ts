/**
 * /team (docs/product.md#public-site): the founder and CEO, and three advisor cards. The advisors
 * are placeholders until the firm names its board; replace names, bios and links here.
 */
import { SITE } from './site.ts';

/** Static content: a team member. */
export interface TeamMember {
  name: string;
  title: string;
  bio: string;
  /** A portrait under client/public, or undefined to show the initials. */
  image?: string;
  social: {
    linkedin?: string;
    email?: string;
  };
}

export const TEAM_PAGE = {
  title: 'Meet Our Team',
  lead: 'Operators, investors and data scientists who have sat on both sides of the deal table.',
  founderEyebrow: 'Leadership',
  advisorsTitle: 'Advisory Board',
  advisorsLead: 'Senior practitioners who help shape our methodology and review our work.',
  joinTitle: 'Work with us',
  joinText: 'We partner with deal teams, operating partners and portfolio leadership.',
  joinButton: 'Get in Touch',
} as const;

export const FOUNDER: TeamMember = {
  name: 'Alexandra Reid',
  title: 'Founder & CEO',
  bio: 'Alexandra spent fifteen years leading growth and performance marketing at venture- and PE-backed companies before advising deal teams on commercial diligence. She founded Diligence Intelligence to give investors what she always wanted in the data room: fast, verified answers about how a company really acquires its customers.',
  social: { linkedin: SITE.social.linkedin },
};

export const ADVISORS: readonly TeamMember[] = [
  {
    name: 'Michael Chen',
    title: 'Advisor, Private Equity Operations',
    bio: 'Former operating partner who has led value-creation programmes across consumer and B2B software portfolios.',
    social: { linkedin: SITE.social.linkedin, email: SITE.email.general },
  },
  {
    name: 'Priya Raman',
    title: 'Advisor, Performance Marketing',
    bio: 'Built and scaled paid acquisition teams managing nine-figure annual budgets across search, social and retail media.',
    social: { linkedin: SITE.social.linkedin, email: SITE.email.general },
  },
  {
    name: 'Daniel Okafor',
    title: 'Advisor, Data & AI',
    bio: 'Data science leader focused on marketing measurement, attribution and the responsible use of AI in analysis.',
    social: { linkedin: SITE.social.linkedin, email: SITE.email.general },
  },
];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}
