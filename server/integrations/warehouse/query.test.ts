/**
 * The channel query builder (docs/decisions/133): our rule that every daily table is read only
 * from the window's first day, in both dialects; the daily rows' joins one-to-one (a table of
 * several rows per daily row is summed first); identifiers that only ever come quoted from the
 * strict pattern. Run against real tables in postgres.test.ts and bigquery.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../../common/connections/constants.ts';
import { FIVETRAN_TABLES } from './fivetran-tables.ts';
import { connectorSchema, WarehouseError, windowStart } from './port.ts';
import { buildChannelQuery, buildQuery, type DialectName } from './query.ts';

const DIALECTS: DialectName[] = ['postgres', 'bigquery'];
const location = { project: 'acme-data', schema: 'acme_facebook_ads' };

function refusal(build: () => unknown): string {
  try {
    build();
  } catch (error) {
    expect(error).toBeInstanceOf(WarehouseError);
    expect((error as WarehouseError).kind).toBe('refused');
    return (error as Error).message;
  }
  throw new Error('built anyway');
}

describe('the channel query builder', () => {
  it.each(DIALECTS)(
    'refuses to build a %s query without the first day of its window',
    (dialect) => {
      for (const from of [undefined, '', '2025-1-1', "2025-01-01' OR '1'='1"]) {
        expect(
          refusal(() =>
            buildChannelQuery(dialect, 'meta', location, { from } as unknown as { from: string }),
          ),
        ).toMatch(/first day of its window/);
      }
    },
  );

  it.each(DIALECTS)('refuses a %s daily table that has no day to filter on', (dialect) => {
    const tables = {
      ...FIVETRAN_TABLES.google,
      facts: [{ table: 'ad_stats', date: '', dateType: 'date' as const }],
    };
    expect(refusal(() => buildQuery(dialect, tables, location, { from: '2025-01-01' }))).toMatch(
      /no day to filter on/,
    );
  });

  it.each(DIALECTS.flatMap((dialect) => PLATFORMS.map((platform) => [dialect, platform] as const)))(
    '%s, %s: each daily table is read in one CTE, from the window’s first day',
    (dialect, platform) => {
      const schema = `acme_${{ meta: 'facebook_ads', google: 'google_ads', linkedin: 'linkedin_ads' }[platform]}`;
      const { sql, from } = buildChannelQuery(
        dialect,
        platform,
        { project: 'acme-data', schema },
        { from: '2025-01-01' },
      );
      expect(from).toBe('2025-01-01');
      for (const fact of FIVETRAN_TABLES[platform].facts) {
        const reference =
          dialect === 'postgres'
            ? `"${schema}"."${fact.table}"`
            : `\`acme-data.${schema}.${fact.table}\``;
        const parameter =
          dialect === 'postgres'
            ? fact.dateType === 'date'
              ? '$1::date'
              : '$1::date::timestamp'
            : fact.dateType === 'date'
              ? '@from'
              : 'TIMESTAMP(@from)';
        // Read once, and only right where its filter is.
        expect(sql.split(reference)).toHaveLength(2);
        expect(sql).toContain(`SELECT * FROM ${reference}\n    WHERE ${fact.date} >= ${parameter}`);
      }
      // Nothing else is read from outside the connector's schema.
      const quoted = dialect === 'postgres' ? /"([a-z0-9_]+)"\."[a-z0-9_]+"/g : /`([^`]+)`/g;
      for (const [, name] of sql.matchAll(quoted)) {
        expect(dialect === 'postgres' ? name : name!.split('.')[1]).toBe(schema);
      }
      // Grouped in the warehouse by month and currency.
      expect(sql).toMatch(/GROUP BY 1, 2\nORDER BY 1, 2$/);
    },
  );

  it.each(PLATFORMS)(
    '%s: the daily rows come from one fact table, any other only through its sum',
    (platform) => {
      const tables = FIVETRAN_TABLES[platform];
      const sql = { text: (expression: string) => expression };
      const readBy = (body: string) =>
        tables.facts
          .map(({ table }) => table)
          .filter((table) => new RegExp(`\\bfact_${table}\\b`).test(body));
      // A join to a fact table of several rows per daily row would repeat the day's figures.
      expect(readBy(tables.daily(sql))).toEqual([tables.facts[0]!.table]);
      const summed = Object.values(tables.sums ?? {}).flatMap((body) => readBy(body(sql)));
      expect(summed.sort()).toEqual(
        tables.facts
          .slice(1)
          .map(({ table }) => table)
          .sort(),
      );
    },
  );

  it('refuses identifiers outside the strict pattern and a malformed BigQuery project', () => {
    refusal(() =>
      buildChannelQuery(
        'postgres',
        'meta',
        { schema: 'Acme"; DROP SCHEMA x' },
        { from: '2025-01-01' },
      ),
    );
    refusal(() =>
      buildChannelQuery(
        'bigquery',
        'meta',
        { project: 'acme`.x', schema: 'acme_facebook_ads' },
        { from: '2025-01-01' },
      ),
    );
  });
});

describe('a connector’s schema', () => {
  it('is refused unless it is a schema of ours for that platform', () => {
    expect(connectorSchema({ platform: 'meta', schema: 'acme_facebook_ads' })).toBe(
      'acme_facebook_ads',
    );
    for (const [platform, schema] of [
      ['meta', 'public'],
      ['meta', 'acme_google_ads'],
      ['google', 'pgboss'],
      ['linkedin', 'ACME_linkedin_ads'],
      ['meta', 'x"; DROP SCHEMA public CASCADE; --_facebook_ads'],
      ['meta', `${'a'.repeat(60)}_facebook_ads`],
    ] as const) {
      expect(refusal(() => connectorSchema({ platform, schema }))).toMatch(/is not a/);
    }
  });
});

describe('the window', () => {
  it('starts on the first day of the month months - 1 before', () => {
    expect(windowStart(24, new Date('2026-12-07T15:00:00Z'))).toBe('2025-01-01');
    expect(windowStart(1, new Date('2026-03-31T23:59:59Z'))).toBe('2026-03-01');
  });
});
