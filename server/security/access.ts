/**
 * Who may call a route, stated where the route is declared, from one closed set:
 *
 *   app.get('/api/notes', {
 *     config: { access: 'project-reader' },
 *     preValidation: app.projectGuard(),
 *   }, ...);
 *
 * The access states what the route's guard enforces; route-matrix.test.ts proves, for every
 * registered route, that the guard answers each kind of caller as its access says (decision
 * 060). `accessPlugin`, registered first by buildApp, sees every route as it is registered
 * and refuses a route that states no access: the app does not start. Two kinds of routes
 * are not declared by our code:
 *
 * - Fastify's automatic HEAD twin of a GET route is registered with the GET route's options,
 *   `config` included: it carries the GET route's access (and runs its guard and handler).
 * - Routes a third-party plugin registers (the client build's files, @fastify/static) cannot
 *   carry our config: the plugin that registers them first states a rule
 *   (`app.routeAccess.recognise`) naming them and their access. A route no rule recognises
 *   is refused like any other.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * - `public`: anyone, no session;
 * - `signed-in`: any signed-in user (401 without a session); answers only the caller's own;
 * - `project-reader` / `project-writer`: a member of the project the request names (401, then
 *   404 for a non-member; `project-writer` also 403 for a viewer);
 * - `project-owner`: the owner of the project the request names (401, 404 for a non-member,
 *   403 for a member or a viewer);
 * - `google-ads`: a signed-in member of an active project, on the caller's own Google grant;
 * - `admin`: an ADMIN_EMAILS address (401, then 403);
 * - `project-staff`: an administrator, or an analyst assigned to the project the request
 *   names (401, then 403 for everyone else, 404 for another project's analyst; decision 099);
 * - `staff`: an administrator or any analyst (401, then 403), answering an analyst only
 *   about their own projects;
 * - `vendor-callback`: the browser comes back from a vendor; answers a page or a redirect
 *   that carries the outcome (never 401), and only the caller's own records;
 * - `sandbox-vendor`: a page of the local sandbox standing in for the vendor's own (not in
 *   production); the one-time token in the request is the credential, as at the vendor;
 * - `sandbox-outbox`: the mail outbox sandbox (not in production): signed in (401 without),
 *   confirmed or not; the mail to the caller's own address, every message to an
 *   administrator (confirmed, two-factor sign-in on);
 * - `internal`: the benchmark probe, registered only with BENCH_METRICS=true.
 */
export const ACCESS = [
  'public',
  'signed-in',
  'project-reader',
  'project-writer',
  'project-owner',
  'google-ads',
  'admin',
  'project-staff',
  'staff',
  'vendor-callback',
  'sandbox-vendor',
  'sandbox-outbox',
  'internal',
] as const;

export type Access = (typeof ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (server/security/access.ts). Optional for the type only: the
     * app refuses to start with a route of ours that states none.
     */
    access?: Access;
  }
  interface FastifyInstance {
    routeAccess: RouteAccess;
  }
}

/** Recognises routes a third-party plugin registers, which cannot state their access. */
export interface AccessRule {
  /** What the rule recognises, as the list of routes names it. */
  name: string;
  access: Access;
  matches(route: RouteOptions): boolean;
}

/** A registered route (one entry per method) and its access. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /**
   * Where the access comes from: the route's `config` (`route`), the GET route whose
   * automatic HEAD twin this is (`head-twin`), or the rule named in `rule`.
   */
  source: 'route' | 'head-twin' | 'rule';
  rule?: string;
}

export interface RouteAccess {
  /** Every route registered so far, in order. */
  readonly routes: readonly DeclaredRoute[];
  /** Before a plugin registers routes it cannot give our config: how to know them. */
  recognise(rule: AccessRule): void;
}

const isAccess = (value: unknown): value is Access => ACCESS.includes(value as Access);

export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: DeclaredRoute[] = [];
    const rules: AccessRule[] = [];
    /** The config object of each GET route, by URL: its HEAD twin shares it. */
    const getConfigs = new Map<string, unknown>();

    app.decorate('routeAccess', {
      routes,
      recognise: (rule: AccessRule) => void rules.push(rule),
    });

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const name = `${methods.join(',')} ${route.url}`;
      const declared: unknown = route.config?.access;
      let access: Access;
      let source: DeclaredRoute['source'] = 'route';
      let rule: AccessRule | undefined;
      if (declared !== undefined) {
        if (!isAccess(declared)) {
          throw new Error(
            `${name} declares access ${JSON.stringify(declared)}, not one of ${ACCESS.join(', ')} (server/security/access.ts)`,
          );
        }
        access = declared;
        // Fastify registers a GET route's HEAD twin with the GET route's own config object.
        const twin = methods.length === 1 && methods[0] === 'HEAD';
        if (twin && getConfigs.get(route.url) === route.config) source = 'head-twin';
      } else {
        rule = rules.find((candidate) => candidate.matches(route));
        if (!rule) {
          throw new Error(
            `${name} declares no access: give the route config.access (server/security/access.ts)`,
          );
        }
        access = rule.access;
        source = 'rule';
      }
      if (methods.includes('GET') && route.config) getConfigs.set(route.url, route.config);
      for (const method of methods) {
        routes.push({ method, url: route.url, access, source, ...(rule && { rule: rule.name }) });
      }
    });
  },
  { name: 'route-access' },
);
