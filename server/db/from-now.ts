import { sql } from 'drizzle-orm';

/** A time `ms` after the database's now(), as SQL (the database's clock is the one all processes share). */
export const fromNow = (ms: number) =>
  sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;
