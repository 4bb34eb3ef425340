/**
 * Home page copy (docs/product.md#public-site): hero, the 80/20 advantage, the five-step
 * journey, market gap and strategic insight, revenue validation and risk mitigation,
 * market statistics and the closing calls to action.
 */

export interface TitledText {
  title: string;
  text: string;
}

export interface Statistic {
  value: string;
  label: string;
}

/** Target of the hero's "Why Digital Marketing Due Diligence" button. */
export const WHY_SECTION_ID = 'why-digital-marketing-due-diligence';

export const HERO = {
  eyebrow: 'AI-powered diligence for private equity',
  title: 'AI-Powered Digital Marketing Due Diligence',
  lead: 'See the real growth engine behind every deal. Our AI agents audit paid media, funnels and customer economics at machine speed, and senior operators pressure-test every finding before it reaches your investment committee.',
  buttons: {
    consultation: 'Request a Consultation',
    learnMore: 'Learn More',
    why: 'Why Digital Marketing Due Diligence',
  },
  highlights: ['2-week turnaround', 'Read-only data access', 'Set up in under 30 minutes'],
  /** The illustrative findings panel beside the headline. */
  panel: {
    title: 'Diligence snapshot',
    subtitle: 'Illustrative findings',
    rows: [
      { label: 'Blended CAC vs. plan', value: '+18%', tone: 'risk' },
      { label: 'Paid search ROAS', value: '4.2x', tone: 'good' },
      { label: 'Top-channel spend share', value: '71%', tone: 'risk' },
      { label: 'Untapped channel upside', value: '$2.4M', tone: 'good' },
    ],
    footer: 'Validated by an expert reviewer',
  },
} as const;

export const LOGO_STRIP = {
  title: 'Trusted by investment teams and the portfolio companies they back',
} as const;

export const WHY = {
  eyebrow: 'The case for digital diligence',
  title: 'Why Digital Marketing Due Diligence',
  lead: 'For most modern businesses, digital marketing is the growth engine. Yet it is often the least examined line in the data room.',
  marketGap: {
    title: 'The Market Gap',
    cards: [
      {
        title: 'Financial diligence stops at the P&L',
        text: 'Quality-of-earnings work confirms what revenue was, not whether the channels producing it can keep scaling.',
      },
      {
        title: 'Marketing claims go unverified',
        text: 'Management decks report blended CAC and ROAS. Few deal teams ever see the campaign-level data underneath.',
      },
      {
        title: 'Traditional audits miss the deal clock',
        text: 'Generalist marketing reviews take six to eight weeks and rarely fit a competitive process.',
      },
    ] satisfies TitledText[],
  },
  strategicInsight: {
    title: 'Strategic Insight',
    cards: [
      {
        title: 'Growth quality drives the multiple',
        text: 'Efficient, diversified acquisition supports a premium valuation; concentrated or rising-cost channels erode it.',
      },
      {
        title: 'Hidden upside becomes your thesis',
        text: 'Under-invested channels and funnel leaks are value-creation levers you can price in before you sign.',
      },
      {
        title: 'Risks surface before the LOI',
        text: 'Platform dependency, tracking gaps and attribution issues come to light while you can still negotiate.',
      },
    ] satisfies TitledText[],
  },
} as const;

/** Market statistics (docs/product.md#constants): the figures are quoted exactly. */
export const MARKET_STATISTICS = {
  title: 'A market moving to data-driven deals',
  items: [
    { value: '$17 billion', label: 'due-diligence spend by 2025' },
    { value: '$807 billion', label: 'digital marketing by 2028 at 9.1% CAGR' },
    {
      value: '75%',
      label: 'of PE leaders are prioritising data and AI in how they assess targets',
    },
  ] satisfies Statistic[],
} as const;

export const ADVANTAGE = {
  eyebrow: 'How we work',
  title: 'The 80/20 Advantage',
  lead: 'About 80% of the work is done by AI agents and 20% is expert oversight: machine speed and coverage, with human judgment where it matters.',
  ai: {
    share: 80,
    label: 'AI agents',
    points: [
      'Pull and reconcile every campaign, channel and cohort',
      'Benchmark CAC, ROAS and payback against comparable companies',
      'Flag anomalies, attribution gaps and spend concentration',
    ],
  },
  expert: {
    share: 20,
    label: 'Expert oversight',
    points: [
      'Senior operators validate every material finding',
      'Context from years of growth and diligence engagements',
      'Clear recommendations your deal team can act on',
    ],
  },
} as const;

export const JOURNEY = {
  eyebrow: 'The customer journey',
  title: 'From data room to value creation in five steps',
  steps: [
    {
      title: 'Initial Data Collection',
      meta: 'Under 30 minutes',
      text: "Grant read-only access to the target's ad platforms. Nothing in the accounts is ever modified.",
    },
    {
      title: 'AI Analysis',
      meta: '2-week turnaround',
      text: 'Our agents analyse spend, performance and funnel data across every channel and cohort.',
    },
    {
      title: 'Diligence Report Delivery',
      meta: 'Expert-reviewed',
      text: 'A clear report on marketing efficiency, scalability and risk, checked line by line by our experts.',
    },
    {
      title: 'Acquisition Decision',
      meta: 'Evidence-based',
      text: 'Go to investment committee with validated revenue drivers and quantified risks behind your valuation.',
    },
    {
      title: 'Post-Acquisition Growth',
      meta: '12-18 month roadmap',
      text: 'Turn findings into a value-creation plan with revenue forecasting from the first day of ownership.',
    },
  ],
} as const;

export const VALIDATION = {
  eyebrow: 'What you get',
  title: 'Validate revenue. Mitigate risk.',
  lead: 'Every engagement answers the two questions that move a valuation: is the growth real, and what could break it?',
  revenueValidation: {
    title: 'Revenue Validation',
    items: [
      'Channel-level CAC, ROAS and payback verified against platform data',
      'Cohort retention and lifetime value checked against the revenue model',
      'Organic and paid growth separated and quantified',
      'Scalability of spend tested against diminishing returns',
    ],
  },
  riskMitigation: {
    title: 'Risk Mitigation',
    items: [
      'Platform and channel concentration exposed',
      'Tracking, attribution and data-quality gaps identified',
      'Policy, privacy and ad-account health issues surfaced',
      'Wasted spend and budget inefficiencies quantified',
    ],
  },
} as const;

export const CLOSING_CTA = {
  title: 'Ready to see what is really driving growth?',
  lead: 'Talk to our team about your next deal, or sign in to follow an engagement in progress.',
  contact: 'Request a Consultation',
  portal: 'Access Client Portal',
} as const;
