/**
 * The offering (docs/product.md#public-site): four tiers on one AI engine, the agents behind them
 * and the complete suite. Read by /services (agents) and /pricing (solutions). No prices: the firm
 * quotes per engagement or by enterprise agreement.
 */

export type LifecycleStageId = 'early' | 'diligence' | 'value-creation' | 'portfolio';

export interface LifecycleStage {
  id: LifecycleStageId;
  name: string;
  description: string;
}

/**
 * A tier of the offering under the one name every page gives it, with the AI agent that
 * delivers it (shown under the name).
 */
export interface Tier {
  tier: 1 | 2 | 3 | 4;
  name: string;
  agent: string;
  stage: LifecycleStageId;
  /** Marked Most Popular. */
  highlight?: boolean;
  /** Shown, but not yet available: its button is disabled. */
  comingSoon?: boolean;
}

/** Static content: a solution or an agent, told for its page. */
export interface Offering extends Tier {
  id: string;
  description: string;
  features: readonly string[];
}

/** The four tiers, the only source of their names. */
export const TIERS = {
  outsideIn: {
    tier: 1,
    name: 'Outside-In Intelligence',
    agent: 'Market Scout Agent',
    stage: 'early',
  },
  prePurchase: {
    tier: 2,
    name: 'Pre-Purchase Diligence',
    agent: 'Diligence Agent',
    stage: 'diligence',
  },
  valueCreation: {
    tier: 3,
    name: 'Value Creation Planning',
    agent: 'Value Creation Agent',
    stage: 'value-creation',
    highlight: true,
  },
  portfolio: {
    tier: 4,
    name: 'Portfolio Performance Tracking',
    agent: 'Portfolio Monitor Agent',
    stage: 'portfolio',
    comingSoon: true,
  },
} as const satisfies Record<string, Tier>;

export const LIFECYCLE_STAGES: readonly LifecycleStage[] = [
  {
    id: 'early',
    name: 'Early Discussions',
    description: 'Screen a target from the outside in, before any data is shared.',
  },
  {
    id: 'diligence',
    name: 'Final Diligence',
    description: 'Validate marketing performance before the letter of intent.',
  },
  {
    id: 'value-creation',
    name: 'Post-Acquisition',
    description: 'Plan value creation and optimise the portfolio company.',
  },
  {
    id: 'portfolio',
    name: 'Portfolio Operations',
    description: 'Track progress and benchmark across the portfolio.',
  },
];

/** Each tier told by the AI agent that delivers it (/services). */
export const AGENTS: readonly Offering[] = [
  {
    ...TIERS.outsideIn,
    id: 'market-scout',
    description:
      'Outside-in intelligence with zero data access: a fast read on a target while discussions are still early.',
    features: [
      'Competitive share of voice and search visibility',
      'Paid media footprint and creative analysis',
      'Web traffic, SEO and brand-demand signals',
      'Red-flag summary for the first investment memo',
    ],
  },
  {
    ...TIERS.prePurchase,
    id: 'diligence',
    description:
      'Pre-purchase paid-advertising and digital-marketing diligence for the final stage before the letter of intent.',
    features: [
      'Read-only audit of Google, Meta and LinkedIn ad accounts',
      'CAC, ROAS and payback by channel and cohort',
      'Attribution, tracking and data-quality review',
      'Quantified risks and upside for the valuation model',
    ],
  },
  {
    ...TIERS.valueCreation,
    id: 'value-creation-agent',
    description:
      'Post-purchase value-creation planning and portfolio optimisation, built on the diligence findings.',
    features: [
      '12-18 month value-creation roadmap',
      'Revenue forecasting by channel and scenario',
      'Budget reallocation and quick-win plan',
      'KPI framework agreed with management',
    ],
  },
  {
    ...TIERS.portfolio,
    id: 'portfolio-monitor',
    description: 'Ongoing progress tracking and benchmarking for portfolio operations teams.',
    features: [
      'Always-on KPI tracking against the plan',
      'Benchmarks across comparable portfolio companies',
      'Early warnings on efficiency and spend drift',
      'Board-ready monthly reporting',
    ],
  },
];

/** Each tier told as the solution a firm buys (/pricing). */
export const SOLUTIONS: readonly Offering[] = [
  {
    ...TIERS.outsideIn,
    id: 'outside-in',
    description: 'Zero data access. A rapid, independent view of a target for early discussions.',
    features: [
      'No access or management time required',
      'Competitive and channel landscape',
      'Digital footprint benchmarks',
      'Early red flags and questions for management',
    ],
  },
  {
    ...TIERS.prePurchase,
    id: 'pre-purchase',
    description:
      'Paid-advertising and digital-marketing diligence for the final stage before the letter of intent.',
    features: [
      'Read-only ad-platform access, set up in under 30 minutes',
      'Findings in a 2-week turnaround',
      'Unit economics by channel and cohort',
      'Risk and upside quantified for the model',
    ],
  },
  {
    ...TIERS.valueCreation,
    id: 'value-creation',
    description:
      'Post-purchase value-creation planning and portfolio optimisation for the first years of ownership.',
    features: [
      '12-18 month value-creation roadmap',
      'Revenue forecasting and scenario planning',
      'Channel and budget optimisation plan',
      'Expert working sessions with management',
    ],
  },
  {
    ...TIERS.portfolio,
    id: 'portfolio-tracking',
    description: 'Ongoing progress tracking and benchmarking across your portfolio operations.',
    features: [
      'Continuous KPI tracking against the plan',
      'Cross-portfolio benchmarking',
      'Alerts on efficiency drift',
      'Quarterly board reporting',
    ],
  },
];

export const PRICING = {
  title: 'Investment Intelligence Solutions',
  lead: 'One AI engine across the whole investment lifecycle. Choose the stage you need today and add more as the deal progresses.',
  note: 'Priced per engagement or by enterprise quote. Scope and fees are agreed before any work begins.',
  coverageTitle: 'Lifecycle coverage',
  getStarted: 'Get Started',
  comingSoon: 'Coming Soon',
  mostPopular: 'Most Popular',
  suite: {
    eyebrow: 'Enterprise',
    title: 'Complete Intelligence Suite',
    description:
      'Every tier on one AI engine, from the first screen to portfolio operations, under a single enterprise agreement.',
    features: [
      'All four tiers for every deal in your pipeline',
      'A dedicated expert team and named lead',
      'Portfolio-wide benchmarks and reporting',
      'Priority turnaround and onboarding',
    ],
    pricing: 'Enterprise pricing',
    button: 'Contact Us',
  },
} as const;

export const SERVICES = {
  title: 'Our Services',
  lead: 'Four AI agents, one engine, every stage of the investment lifecycle. Each agent does the analytical heavy lifting; our experts review every finding before it reaches you.',
  lifecycleTitle: 'Built for the whole investment lifecycle',
  agentsTitle: 'Meet the agents',
  resources: {
    title: 'Related resources',
    links: [
      {
        label: 'Compare solutions',
        text: 'See how the tiers map to each stage of a deal.',
        to: '/pricing',
      },
      {
        label: 'Talk to our team',
        text: 'Tell us about your deal and timeline.',
        to: '/contact',
      },
    ],
  },
  cta: {
    title: 'Have a deal in motion?',
    lead: 'We can usually start within days and deliver findings in two weeks.',
    button: 'Schedule a Consultation',
  },
} as const;
