/**
 * Drizzle sends its own parsers with every PGlite query (dates, timestamps and intervals
 * stay text; Drizzle converts them itself), and PGlite copies its whole parser table (318
 * entries) to merge them in, on every query. Merged into the client's table once and left
 * out of each query, they cost nothing (issue 18: docs/performance.md). The test beside
 * this file fails if Drizzle's set changes.
 */
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

const asText = (value: string) => value;

/** The types Drizzle's PGlite session reads as text (drizzle-orm/pglite/session.js). */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

function withClientParsers(target: Pick<PGlite, 'query'>): PGlite['query'] {
  return (query, params, options?: QueryOptions) =>
    target.query(query, params, options && { ...options, parsers: undefined });
}

/**
 * What Drizzle is given instead of the client: the two calls it makes, minus its parsers,
 * which go into the client's own table once (after PGlite's start-up, which derives the
 * array types' parsers, so that they too end as Drizzle's would make them).
 */
export function forDrizzle(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  // bytea (the deliverables' chunks, decision 095) as hex through Node's native codec:
  // PGlite's own maps every byte to a string of its own, ~40 MB of garbage and a second of
  // work per MiB.
  client.serializers[types.BYTEA] = (value: Uint8Array) =>
    `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  client.parsers[types.BYTEA] = (value: string) => Buffer.from(value.slice(2), 'hex');
  const facade: Pick<PGlite, 'query' | 'transaction'> = {
    query: withClientParsers(client),
    transaction: (run) =>
      client.transaction((tx) =>
        run(Object.assign(Object.create(tx) as Transaction, { query: withClientParsers(tx) })),
      ),
  };
  return facade as PGlite;
}
