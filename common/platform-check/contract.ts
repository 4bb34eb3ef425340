/**
 * Self-reported vs platform (docs/product.md#platform-check, decision 105): which Google Ads
 * accounts belong to a project, their stored 30-day snapshots, and the check of the stated
 * figures against Google Ads (from the warehouse when its data is there, else those snapshots)
 * and against every connected channel's warehouse data.
 *
 *   GET /api/projects/:projectId/platform-check           a member (any role): the check
 *   PUT /api/projects/:projectId/google-ads-accounts      a member, not a viewer: {accountIds}
 *
 * The firm reads the same check in its project page's workspace answer (contracts/workspace.ts).
 */
import { z } from '../shared/zod.ts';
import { channelMonthSchema } from '../channels/contract.ts';
import { PLATFORMS } from '../connections/constants.ts';
import { accountIdSchema } from '../google-ads/contract.ts';
import { projectIdSchema } from '../projects/contract.ts';

export const PLATFORM_CHECK_API = {
  check: (projectId: number) => `/api/projects/${projectId}/platform-check`,
  accounts: (projectId: number) => `/api/projects/${projectId}/google-ads-accounts`,
} as const;

/** More than a project plausibly runs; keeps one choice's vendor checks bounded. */
export const MAX_PROJECT_ACCOUNTS = 20;

export const platformCheckParamsSchema = z.strictObject({ projectId: projectIdSchema });

export const chooseAccountsSchema = z.strictObject({
  accountIds: z
    .array(accountIdSchema)
    .max(MAX_PROJECT_ACCOUNTS, `choose at most ${MAX_PROJECT_ACCOUNTS} accounts`)
    .refine((ids) => new Set(ids).size === ids.length, 'each account only once'),
});
export type ChooseAccounts = z.infer<typeof chooseAccountsSchema>;

export const SNAPSHOT_STATUSES = ['pending', 'ok', 'failed', 'revoked'] as const;
export type SnapshotStatus = (typeof SNAPSHOT_STATUSES)[number];

const gapSchema = z.object({
  stated: z.number().nullable(),
  platform: z.number().nullable(),
  gap: z.number().nullable(),
  flagged: z.boolean(),
});

/** Totals over a window in one currency, beside the stated CAC and target ROAS. */
const figuresSchema = {
  spend: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  conversionsValue: z.number(),
  costPerConversion: z.number().nullable(),
  roas: z.number().nullable(),
  cac: gapSchema,
  roasGap: gapSchema,
};

export const platformAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  status: z.enum(SNAPSHOT_STATUSES),
  /** When the last attempt failed or found the grant revoked. */
  failedAt: z.string().nullable(),
  snapshot: z
    .object({
      date: z.string(),
      takenAt: z.string(),
      ...figuresSchema,
    })
    .nullable(),
});
export type PlatformAccount = z.infer<typeof platformAccountSchema>;

const monthSchema = channelMonthSchema.shape.month;

/**
 * Where the check's Google Ads figures come from: the warehouse when the project's Google
 * connector has months there (its totals over the channel check's months, per currency), else
 * the chosen accounts' API snapshots (`accounts`).
 */
export const googleSourceSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('api') }),
  z.object({
    source: z.literal('warehouse'),
    /** The Google connector's freshness (its newest `_fivetran_synced`). */
    dataAsOf: z.string().nullable(),
    currencies: z.array(z.object({ currency: z.string(), ...figuresSchema })),
  }),
]);
export type GoogleSource = z.infer<typeof googleSourceSchema>;

/** One channel's (or all channels') monthly average over the window, in one currency. */
const channelFiguresSchema = z.object({
  spend: z.number(),
  conversions: z.number(),
  /** spend ÷ conversions; null without conversions. */
  costPerConversion: z.number().nullable(),
  /** Against the stated current CAC; no gap outside the stated currency. */
  cac: gapSchema,
});

/**
 * The check across every connected channel, from the warehouse snapshots: the same full
 * months for all, each currency on its own.
 */
export const channelCheckSchema = z.object({
  /** The window's first and last full month, and how many months it spans. */
  from: monthSchema,
  to: monthSchema,
  months: z.number().int(),
  /** The oldest freshness among the channels read: every month in the window is complete. */
  dataAsOf: z.string().nullable(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      /** The stated (USD) figures are compared only in this currency. */
      comparable: z.boolean(),
      channels: z.array(channelFiguresSchema.extend({ platform: z.enum(PLATFORMS) })),
      total: channelFiguresSchema,
      /**
       * The wizard asks for no marketing spend: platform spend is set beside the stated annual
       * revenue instead, as the brief's spend flag. Null without revenue or outside USD.
       */
      revenue: z
        .object({
          /** The monthly average × 12. */
          annualSpend: z.number(),
          annualRevenue: z.number(),
          /** annualSpend ÷ annualRevenue, in percent (2 decimals). */
          percent: z.number(),
          flagged: z.boolean(),
        })
        .nullable(),
    }),
  ),
  /** Connected channels with no month in the window (none read yet, or none in those months). */
  withoutMonths: z.array(z.enum(PLATFORMS)),
});
export type ChannelCheck = z.infer<typeof channelCheckSchema>;

export const platformCheckSchema = z.object({
  stated: z.object({
    currentCac: z.number().nullable(),
    targetRoas: z.number().nullable(),
    annualRevenue: z.number().nullable(),
  }),
  chosenBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  chosenAt: z.string().nullable(),
  accounts: z.array(platformAccountSchema),
  google: googleSourceSchema,
  /** Null until a connected channel has months in the warehouse. */
  channels: channelCheckSchema.nullable(),
});
export type PlatformCheck = z.infer<typeof platformCheckSchema>;
