/**
 * Constants several features share (docs/product.md#constants). A feature's own enumerations
 * and limits live in common/<feature>/constants.ts.
 */

/** The product's name, as mail and the identity library name it. */
export const PRODUCT_NAME = 'Diligence Intelligence';

export const TOAST = { limit: 1, durationMs: 5000, swipeThresholdPx: 50 } as const;

/** TanStack Query timings (docs/product.md#constants), in milliseconds. */
export const QUERY_TIMING = {
  projectsStaleMs: 30_000,
  metricsStaleMs: 30_000,
  connectionsStaleMs: 30_000,
  connectionsRefetchMs: 60_000,
  connectionsRetries: 2,
} as const;

/** The largest id (and whole number) a PostgreSQL `integer` column holds. */
export const DATABASE_INT_MAX = 2_147_483_647;
