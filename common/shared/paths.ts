/** Every client route (docs/product.md#routes), in one place for links, the router and tests. */
export const PATHS = {
  home: '/',
  product: '/product',
  services: '/services',
  pricing: '/pricing',
  team: '/team',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  portal: '/portal',
  portalDashboard: '/portal/dashboard',
  googleAdsTest: '/portal/google-ads-test',
  admin: '/portal/admin',
  /** One project's page in the admin dashboard: see adminProjectPath(). */
  adminProject: '/portal/admin/projects/:projectId',
  /** The signed-in user's own account: name, password, two-factor, sessions. */
  account: '/portal/account',
  connections: '/connections',
  /** Where a password reset mail's link leads (?token=…); open to signed-out visitors. */
  resetPassword: '/portal/reset-password',
  /** Where a confirmation mail's link lands after the API checked it (?error=… when it failed). */
  emailConfirmed: '/portal/email-confirmed',
  /** Where an invitation mail's link leads (?token=…); open to signed-out visitors. */
  invitation: '/portal/invitation',
  /** The mail outbox sandbox: absent in production. */
  outbox: '/portal/outbox',
  /** Where the connect card sends the popup back (server-rendered; see server/modules/connections). */
  fivetranCallback: '/portal/fivetran/callback',
  /** The sandbox's imitation of Fivetran's Connect Card (only without Fivetran credentials). */
  fivetranSandboxCard: '/sandbox/fivetran/connect-card',
} as const;

/** The admin's page of one project. */
export function adminProjectPath(projectId: number): string {
  return PATHS.adminProject.replace(':projectId', String(projectId));
}

/** `/portal?forgot-password` opens the sign-in tab on the reset request (an expired link's way back). */
export const FORGOT_PASSWORD_QUERY = 'forgot-password';

/** The callback page's script (client/public), static so the CSP needs no inline script. */
export const FIVETRAN_CALLBACK_SCRIPT = '/fivetran-callback.js';

/** Public pages that are served as static, search-indexable HTML. */
export const PUBLIC_PAGE_PATHS = [
  PATHS.home,
  PATHS.services,
  PATHS.pricing,
  PATHS.team,
  PATHS.about,
  PATHS.contact,
  PATHS.privacy,
  PATHS.terms,
] as const;

/** Paths that the client renders itself (everything else non-API redirects to /). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((PUBLIC_PAGE_PATHS as readonly string[]).includes(path)) return true;
  if (path === PATHS.connections) return true;
  return path === PATHS.portal || path.startsWith(`${PATHS.portal}/`);
}

/** Server-side redirects (docs/product.md#routes), also declared in the client router. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  [PATHS.product]: PATHS.services,
};
