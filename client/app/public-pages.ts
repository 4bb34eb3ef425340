/**
 * The public pages (docs/product.md#public-site), declared once for the prerender step
 * (client/entry-server.tsx). Each is rendered to static HTML at build time; only its
 * islands ship JavaScript (client/app/islands.ts).
 */
import type { ComponentType } from 'react';
import { PATHS } from '../../common/shared/paths.ts';
import type { PublicPath } from '../config/seo.ts';
import * as about from './routes/public/about.tsx';
import * as contact from './routes/public/contact.tsx';
import * as home from './routes/public/home.tsx';
import * as pricing from './routes/public/pricing.tsx';
import * as privacy from './routes/public/privacy.tsx';
import * as services from './routes/public/services.tsx';
import * as team from './routes/public/team.tsx';
import * as terms from './routes/public/terms.tsx';

export const PUBLIC_PAGES: Readonly<Record<PublicPath, ComponentType>> = {
  [PATHS.home]: home.Component,
  [PATHS.services]: services.Component,
  [PATHS.pricing]: pricing.Component,
  [PATHS.team]: team.Component,
  [PATHS.about]: about.Component,
  [PATHS.contact]: contact.Component,
  [PATHS.privacy]: privacy.Component,
  [PATHS.terms]: terms.Component,
};
