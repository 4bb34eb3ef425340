/**
 * The metrics contract (common/metrics/contract.ts) is written from the `metrics` table:
 * this test fails when a column and its field descriptor drift apart (a column added,
 * renamed, made required, given another precision or other enum values).
 */
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { METRIC_FIELDS, type MetricFieldSpec } from '../../../common/metrics/contract.ts';
import { metrics } from '../../db/schema/index.ts';

const OWNED_BY_THE_SERVER = ['id', 'userId', 'projectId', 'createdAt'];

type ColumnFacts = {
  columnType: string;
  notNull: boolean;
  precision?: number;
  scale?: number;
  enumValues?: readonly string[];
};

function expectedColumnType(spec: MetricFieldSpec): string {
  return {
    decimal: 'PgNumeric',
    integer: 'PgInteger',
    text: 'PgText',
    enum: 'PgEnumColumn',
    competitors: 'PgJsonb',
  }[spec.kind];
}

describe('metrics contract', () => {
  const columns = getTableColumns(metrics) as unknown as Record<string, ColumnFacts>;

  it('has one field per client-written column, in the same order', () => {
    const clientColumns = Object.keys(columns).filter(
      (name) => !OWNED_BY_THE_SERVER.includes(name),
    );
    expect(Object.keys(METRIC_FIELDS)).toEqual(clientColumns);
  });

  it.each(Object.entries(METRIC_FIELDS) as [string, MetricFieldSpec][])(
    '%s matches its column',
    (name, spec) => {
      const column = columns[name]!;
      expect(column.columnType).toBe(expectedColumnType(spec));
      expect(column.notNull).toBe(spec.kind === 'decimal' && spec.required === true);
      if (spec.kind === 'decimal') {
        expect([column.precision, column.scale]).toEqual([spec.precision, spec.scale]);
      }
      if (spec.kind === 'enum') expect(column.enumValues).toEqual(spec.values);
    },
  );
});
