/**
 * Self-reported vs platform (decision 105): which Google Ads accounts belong
 * to a project, their stored 30-day snapshots and the check against the stated figures.
 *
 *   GET /api/projects/:projectId/platform-check           a member (any role): the check
 *   PUT /api/projects/:projectId/google-ads-accounts      a member, not a viewer: {accountIds}
 *
 * The firm reads the same check in its project page's workspace answer (contracts/workspace.ts).
 */
import { z } from 'zod';
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
      spend: z.number(),
      clicks: z.number(),
      conversions: z.number(),
      conversionsValue: z.number(),
      costPerConversion: z.number().nullable(),
      roas: z.number().nullable(),
      cac: gapSchema,
      roasGap: gapSchema,
    })
    .nullable(),
});
export type PlatformAccount = z.infer<typeof platformAccountSchema>;

export const platformCheckSchema = z.object({
  stated: z.object({
    currentCac: z.number().nullable(),
    targetRoas: z.number().nullable(),
  }),
  chosenBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  chosenAt: z.string().nullable(),
  accounts: z.array(platformAccountSchema),
});
export type PlatformCheck = z.infer<typeof platformCheckSchema>;
