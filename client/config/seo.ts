/**
 * Head metadata of every public route, in one place: title, description, canonical link, Open Graph
 * and Twitter tags, and JSON-LD structured data (docs/product.md#public-site). The prerender step
 * (scripts/prerender.ts) writes it into each page's HTML.
 */
import { PATHS, PUBLIC_PAGE_PATHS } from '../../common/shared/paths.ts';
import { AGENTS, SOLUTIONS, PRICING } from './solutions.ts';
import { SITE } from './site.ts';
import { FOUNDER } from './team.ts';

export type PublicPath = (typeof PUBLIC_PAGE_PATHS)[number];

export interface PageHead {
  title: string;
  description: string;
}

const suffix = ` | ${SITE.name}`;

export const PAGE_HEADS: Readonly<Record<PublicPath, PageHead>> = {
  [PATHS.home]: {
    title: `${SITE.name} | AI-Powered Digital Marketing Due Diligence`,
    description:
      'AI-powered digital marketing due diligence and value creation for private equity firms: 80% AI agents, 20% expert oversight, findings in two weeks.',
  },
  [PATHS.services]: {
    title: `Our Services${suffix}`,
    description:
      'Four AI agents for every stage of the investment lifecycle: outside-in screening, pre-LOI marketing diligence, value-creation planning and portfolio tracking.',
  },
  [PATHS.pricing]: {
    title: `Investment Intelligence Solutions${suffix}`,
    description:
      'Compare our investment intelligence solutions, from outside-in screening to a 12-18 month value-creation roadmap. Priced per engagement or by enterprise quote.',
  },
  [PATHS.team]: {
    title: `Meet Our Team${suffix}`,
    description:
      'Meet the founder and advisory board behind Diligence Intelligence: operators, investors and data scientists who have sat on both sides of the deal table.',
  },
  [PATHS.about]: {
    title: `About Us${suffix}`,
    description:
      'Why Diligence Intelligence exists, what we believe and how we combine AI agents with expert oversight to validate digital growth for private equity.',
  },
  [PATHS.contact]: {
    title: `Request a Consultation${suffix}`,
    description:
      'Request a consultation about your next deal. Our team typically responds within 24-48 business hours.',
  },
  [PATHS.privacy]: {
    title: `Privacy Policy${suffix}`,
    description:
      'How Diligence Intelligence collects, uses and protects information shared through our website and client portal.',
  },
  [PATHS.terms]: {
    title: `Terms of Service${suffix}`,
    description:
      'The terms that govern use of the Diligence Intelligence website and client portal.',
  },
};

export function isPublicPath(path: string): path is PublicPath {
  return (PUBLIC_PAGE_PATHS as readonly string[]).includes(path);
}

/** The absolute address of a page: the configured public site address plus its path. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return path === PATHS.home ? `${base}/` : `${base}${path}`;
}

type JsonLd = Record<string, unknown>;

function organization(siteUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${canonicalUrl(siteUrl, PATHS.home)}#organization`,
    name: SITE.name,
    url: canonicalUrl(siteUrl, PATHS.home),
    logo: `${canonicalUrl(siteUrl, PATHS.home)}favicon.svg`,
    description: SITE.tagline,
    sameAs: [SITE.social.linkedin, SITE.social.twitter],
    founder: { '@type': 'Person', name: FOUNDER.name, jobTitle: FOUNDER.title },
  };
}

function service(siteUrl: string, name: string, description: string): JsonLd {
  return {
    '@type': 'Service',
    name,
    description,
    serviceType: 'Digital marketing due diligence',
    areaServed: 'Worldwide',
    audience: { '@type': 'BusinessAudience', audienceType: 'Private equity firms' },
    provider: { '@id': `${canonicalUrl(siteUrl, PATHS.home)}#organization` },
  };
}

/** Structured data for search engines, on the pages that call for it. */
export function structuredData(path: PublicPath, siteUrl: string): JsonLd[] {
  const page = PAGE_HEADS[path];
  const webPage = (type: string): JsonLd => ({
    '@context': 'https://schema.org',
    '@type': type,
    name: page.title,
    description: page.description,
    url: canonicalUrl(siteUrl, path),
  });
  switch (path) {
    case PATHS.home:
      return [
        { '@context': 'https://schema.org', ...organization(siteUrl) },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE.name,
          url: canonicalUrl(siteUrl, PATHS.home),
          publisher: { '@id': `${canonicalUrl(siteUrl, PATHS.home)}#organization` },
        },
      ];
    case PATHS.services:
      return [
        { '@context': 'https://schema.org', ...organization(siteUrl) },
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Our Services',
          itemListElement: AGENTS.map((agent, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: service(siteUrl, agent.name, agent.description),
          })),
        },
      ];
    case PATHS.pricing:
      return [
        { '@context': 'https://schema.org', ...organization(siteUrl) },
        {
          '@context': 'https://schema.org',
          ...service(siteUrl, PRICING.title, PRICING.lead),
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: PRICING.title,
            itemListElement: [
              ...SOLUTIONS.map((solution) => solution.name),
              PRICING.suite.title,
            ].map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
          },
        },
      ];
    case PATHS.about:
      return [{ ...webPage('AboutPage'), about: organization(siteUrl) }];
    case PATHS.team:
      return [{ ...webPage('AboutPage'), about: organization(siteUrl) }];
    case PATHS.contact:
      return [{ ...webPage('ContactPage'), about: organization(siteUrl) }];
    default:
      return [webPage('WebPage')];
  }
}

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  jsonLd: JsonLd[];
  /** `<meta property|name=... content=...>` pairs for Open Graph and Twitter. */
  meta: { key: 'property' | 'name'; name: string; content: string }[];
}

export function headTags(path: PublicPath, siteUrl: string): HeadTags {
  const page = PAGE_HEADS[path];
  const url = canonicalUrl(siteUrl, path);
  return {
    title: page.title,
    description: page.description,
    canonical: url,
    jsonLd: structuredData(path, siteUrl),
    meta: [
      { key: 'property', name: 'og:type', content: 'website' },
      { key: 'property', name: 'og:site_name', content: SITE.name },
      { key: 'property', name: 'og:locale', content: 'en_US' },
      { key: 'property', name: 'og:title', content: page.title },
      { key: 'property', name: 'og:description', content: page.description },
      { key: 'property', name: 'og:url', content: url },
      {
        key: 'property',
        name: 'og:image',
        content: `${canonicalUrl(siteUrl, PATHS.home)}og-image.png`,
      },
      { key: 'property', name: 'og:image:width', content: '1200' },
      { key: 'property', name: 'og:image:height', content: '630' },
      { key: 'name', name: 'twitter:card', content: 'summary_large_image' },
      { key: 'name', name: 'twitter:title', content: page.title },
      { key: 'name', name: 'twitter:description', content: page.description },
    ],
  };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no tag can close early. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The head tags as HTML, for the prerendered documents. */
export function renderHeadHtml(path: PublicPath, siteUrl: string): string {
  const tags = headTags(path, siteUrl);
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
    ...tags.meta.map(
      (meta) => `<meta ${meta.key}="${meta.name}" content="${escapeHtml(meta.content)}" />`,
    ),
    ...tags.jsonLd.map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
  ].join('\n    ');
}
