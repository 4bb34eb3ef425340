/**
 * The sandbox warehouse (docs/integrations.md#sandboxes): a connector's first sync fills its
 * schema once, in Fivetran's tables, with data that depends on the project id alone (the same
 * project gets the same figures in any schema, on any day), 24 months of it for each platform,
 * read by the real PostgreSQL adapter; closing drops only a connector schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS, type Platform } from '../../../common/connections/constants.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { schemaNameFor } from '../../integrations/fivetran/port.ts';
import { WarehouseError } from '../../integrations/warehouse/port.ts';
import { openTestDatabase } from '../../testing/database.ts';
import { sandboxDataset } from './dataset.ts';
import { SandboxWarehouse } from './sandbox.ts';

let database: DatabaseHandle;
let sandbox: SandboxWarehouse;
beforeAll(async () => {
  database = await openTestDatabase();
  sandbox = new SandboxWarehouse(database.pool, 10_000);
});
afterAll(() => database?.close());

const connector = (projectId: number, platform: Platform, slug = `p${projectId}`) => ({
  projectId,
  platform,
  schema: schemaNameFor(slug, platform),
});

async function schemaExists(schema: string) {
  const { rows } = await database.pool.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [
    schema,
  ]);
  return rows.length === 1;
}

describe('the sandbox warehouse', () => {
  it.each(PLATFORMS)('fills a %s connector once with 24 months of figures', async (platform) => {
    const target = connector(42, platform);
    expect(await sandbox.sync(target)).toBe(true);
    expect(await sandbox.sync(target)).toBe(false);
    const { months, dataAsOf } = await sandbox.monthlyChannelFigures(target, 24);
    expect(months).toHaveLength(24);
    expect(new Set(months.map((month) => month.currency))).toEqual(new Set(['USD']));
    for (const month of months) {
      expect(month.spend).toBeGreaterThan(0);
      expect(month.clicks).toBeGreaterThan(0);
      expect(month.impressions).toBeGreaterThan(month.clicks);
    }
    expect(months.some((month) => month.conversions > 0)).toBe(true);
    expect(Date.now() - Date.parse(dataAsOf!)).toBeLessThan(60_000);
  });

  it('gives a project the same figures wherever and whenever they are made, another project others', async () => {
    const again = connector(42, 'meta', 'other_slug');
    await sandbox.sync(again);
    const first = await sandbox.monthlyChannelFigures(connector(42, 'meta'), 24);
    const second = await sandbox.monthlyChannelFigures(again, 24);
    expect(second.months).toEqual(first.months);

    await sandbox.sync(connector(43, 'meta'));
    const other = await sandbox.monthlyChannelFigures(connector(43, 'meta'), 24);
    expect(other.months).not.toEqual(first.months);

    // A day's rows do not depend on when the data was made.
    const rowsOf = (day: Date) =>
      sandboxDataset(42, 'google', day).ad_stats!.filter((row) => row.date === '2026-05-17');
    expect(rowsOf(new Date('2026-06-01T00:00:00Z'))).toEqual(
      rowsOf(new Date('2027-02-10T12:00:00Z')).map((row) => ({
        ...row,
        _fivetran_synced: '2026-06-01T00:00:00.000Z',
      })),
    );
    expect(rowsOf(new Date('2026-06-01T00:00:00Z'))).toHaveLength(4);
  });

  it('drops a connector schema at close, and refuses any other schema', async () => {
    const target = connector(44, 'linkedin');
    await sandbox.sync(target);
    expect(await schemaExists(target.schema)).toBe(true);
    await sandbox.dropSandboxSchema(target.schema);
    expect(await schemaExists(target.schema)).toBe(false);
    // Dropping again (a close run again) is no error.
    await sandbox.dropSandboxSchema(target.schema);
    for (const schema of ['public', 'pgboss', 'x"; DROP SCHEMA public; --_google_ads']) {
      await expect(sandbox.dropSandboxSchema(schema)).rejects.toBeInstanceOf(WarehouseError);
    }
    expect(await schemaExists('public')).toBe(true);
  });
});
