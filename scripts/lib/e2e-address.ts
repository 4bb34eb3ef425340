/**
 * The address the browser tests' server answers on (playwright.config.ts). The test runs
 * build the client for it (canonical links and the sitemap carry the address), so that
 * the size bench, the API and resilience suites and the browser tests share one build.
 */
export const E2E_BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
