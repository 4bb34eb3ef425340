/**
 * The secrets API tests use, in one light module: the factories and test app use them, and
 * the log check (testing/logs.ts) makes sure none of them is ever written to a log.
 */
export const TEST_PASSWORD = 'Correct-horse-9';
export const TEST_AUTH_SECRET = 'test-only-secret-that-signs-session-cookies';
export const TEST_TOKEN_ENCRYPTION_KEY = 'dGVzdC1vbmx5LWtleS1mb3Itb2F1dGgtdG9rZW5zISE=';
