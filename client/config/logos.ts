import { LOGO_STRIP_LOOP_SECONDS } from '../../common/marketing/constants.ts';

/**
 * The home page's logo strip (docs/product.md#public-site): ten client logos. These are neutral
 * wordmarks of placeholder brands (client/public/logos/); swap in real, approved logos here.
 */

/** Static content: a client logo. */
export interface ClientLogo {
  name: string;
  /** Path of the SVG under client/public. */
  logo: string;
  alt: string;
  /** Intrinsic size of the SVG, so the strip reserves its space before the images load. */
  width: number;
  height: number;
}

function logo(name: string, file: string, width: number): ClientLogo {
  return { name, logo: `/logos/${file}.svg`, alt: `${name} logo`, width, height: 40 };
}

export const CLIENT_LOGOS: readonly ClientLogo[] = [
  logo('Northwind Capital', 'northwind-capital', 196),
  logo('Alder Ridge', 'alder-ridge', 141),
  logo('Summit Harbor', 'summit-harbor', 160),
  logo('Bluepeak Partners', 'bluepeak-partners', 196),
  logo('Ironbridge', 'ironbridge', 132),
  logo('Cedar & Stone', 'cedar-and-stone', 160),
  logo('Meridian Growth', 'meridian-growth', 178),
  logo('Lakeshore', 'lakeshore', 123),
  logo('Granite Point', 'granite-point', 160),
  logo('Evergreen Row', 'evergreen-row', 160),
];

/** The strip loops once every 66 seconds (docs/product.md#constants). */
export const LOGO_LOOP_SECONDS = LOGO_STRIP_LOOP_SECONDS;
