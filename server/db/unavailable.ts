/**
 * Whether an error means the database cannot be reached (rather than a bad query): the
 * error handler answers these 503 with a readable message instead of 500 (decision 077).
 * Drizzle wraps driver errors (`cause`), so the whole cause chain is read.
 */

/** Socket errors of node-postgres' connection (Node system error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), the server
 * shutting down or starting (57P01-57P03) and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres messages that carry no code. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * For failures whose error says nothing about the database (the identity library answers
 * its own 500 and keeps the cause): the database is down when it does not answer a ping.
 */
export async function databaseUnreachable(database: { ping(): Promise<void> }): Promise<boolean> {
  try {
    await database.ping();
    return false;
  } catch {
    return true;
  }
}
