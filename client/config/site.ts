/**
 * The firm's identity and the public site's navigation (docs/product.md#public-site).
 * Edit copy here; components only render it.
 */
import { PATHS } from '../../common/shared/paths.ts';

export const SITE = {
  name: 'Diligence Intelligence',
  shortName: 'Diligence Intelligence',
  tagline: 'AI-powered digital marketing due diligence and value creation for private equity.',
  /** The powered-by line of the footer. */
  poweredBy: 'Powered by our AI due-diligence platform, with expert oversight on every engagement.',
  /** Placeholder addresses: replace with the firm's own domain before launch. */
  email: {
    general: 'hello@diligence-intelligence.example',
    privacy: 'privacy@diligence-intelligence.example',
    legal: 'legal@diligence-intelligence.example',
  },
  /** Placeholders until the firm's profiles exist. */
  social: {
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://twitter.com/',
  },
} as const;

export interface NavLink {
  label: string;
  to: string;
}

/** Links of the top bar and the side drawer. */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Services', to: PATHS.services },
  { label: 'Pricing', to: PATHS.pricing },
  { label: 'Contact', to: PATHS.contact },
];

export const HEADER_BUTTONS = {
  portal: { label: 'Client Portal', to: PATHS.portal },
  demo: { label: 'Get a Demo', to: PATHS.contact },
} as const satisfies Record<string, NavLink>;

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Solutions',
    links: [
      { label: 'Services', to: PATHS.services },
      { label: 'Pricing', to: PATHS.pricing },
      { label: 'Client Portal', to: PATHS.portal },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: PATHS.about },
      { label: 'Team', to: PATHS.team },
      { label: 'Contact', to: PATHS.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: PATHS.privacy },
      { label: 'Terms of Service', to: PATHS.terms },
    ],
  },
];
