/**
 * Logs of the whole API suite, checked for credentials (docs/product.md#security).
 *
 * vitest's global setup for the api project (testing/log-check.ts) makes a folder and names
 * it in TEST_LOG_DIR; every createTestApp then logs at debug, through the app's real logger
 * configuration (redaction included), into one file per worker there. When the suite ends,
 * `findCredentials` reads them all: a known test secret, a session cookie or token, an
 * OAuth token or a password field fails the run.
 */
import { openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { TEST_AUTH_SECRET, TEST_PASSWORD, TEST_TOKEN_ENCRYPTION_KEY } from './secrets.ts';

export const TEST_LOG_DIR = 'TEST_LOG_DIR';

const logDescriptors: Record<string, number> = {};

/** The logger option of a test app: debug lines into this worker's file, or none. */
export function testLogger(): false | { level: string; stream: { write(line: string): void } } {
  const dir = process.env[TEST_LOG_DIR];
  if (!dir) return false;
  const file = path.join(dir, `worker-${process.env.VITEST_POOL_ID ?? process.pid}.log`);
  // One descriptor per worker, written synchronously (nothing is left in a buffer when the
  // check reads the files): appendFileSync opened and closed the file for every one of the
  // suite's 26,000 lines, about 8% of the fuzz pass's CPU.
  const descriptor = (logDescriptors[file] ??= openSync(file, 'a'));
  return { level: 'debug', stream: { write: (line) => writeSync(descriptor, line) } };
}

const CREDENTIALS: { name: string; pattern: RegExp }[] = [
  { name: 'the test password', pattern: new RegExp(TEST_PASSWORD) },
  { name: 'the auth secret', pattern: new RegExp(TEST_AUTH_SECRET) },
  { name: 'the token encryption key', pattern: new RegExp(escape(TEST_TOKEN_ENCRYPTION_KEY)) },
  { name: 'a session cookie', pattern: /session_token=/ },
  // better-auth's session token: 32 letters and digits, then (signed) a 44-character HMAC.
  { name: 'a signed session token', pattern: /\b[A-Za-z0-9]{32}(\.|%2E)[A-Za-z0-9+/%]{43,48}/ },
  { name: 'a cookie header', pattern: /"(cookie|set-cookie)"\s*:\s*"(?!\[Redacted\])/i },
  { name: 'an authorization header', pattern: /"authorization"\s*:\s*"(?!\[Redacted\])/i },
  { name: 'a bearer token', pattern: /Bearer\s+[\w.~+/-]{8,}/ },
  { name: 'a Google access token', pattern: /ya29\.[\w-]/ },
  // Google's are `1//` and ~100 characters; the sandbox's `1//sandbox.<user>.<nonce>` (a
  // path such as /users/1//projects or /projects/1//brief.pdf is neither).
  {
    name: 'a Google refresh token',
    pattern: /\b1\/\/(?:[\w-]{20,}|sandbox\.[\w.-]{3,})/,
  },
  { name: 'a HubSpot token', pattern: /pat-na1-[\w-]+/ },
  // The tests' language-model keys (sk-test-…, sk-ant-…): a real provider's too.
  { name: 'a language-model API key', pattern: /\bsk-(?:ant-|proj-|test-)?[\w-]{8,}/ },
  // A service-account key (BIGQUERY_CREDENTIALS), whole or its PEM.
  { name: 'a private key', pattern: /PRIVATE KEY-----|"private_key"/ },
  { name: 'a password field', pattern: /"(password|newPassword|currentPassword)"\s*:\s*"/ },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Every credential found in the log files of `dir`, as readable lines. */
export function findCredentials(dir: string): { problems: string[]; lines: number } {
  const problems: string[] = [];
  let lines = 0;
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      lines += 1;
      for (const { name, pattern } of CREDENTIALS) {
        if (pattern.test(line)) problems.push(`${file}: ${name} in ${line.slice(0, 300)}`);
      }
    }
  }
  return { problems, lines };
}
