/** The ad platforms and the connect popup (docs/product.md#constants). */

export const PLATFORMS = ['meta', 'google', 'linkedin'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const COMING_SOON_PLATFORMS = ['tiktok', 'amazon'] as const;
export type ComingSoonPlatform = (typeof COMING_SOON_PLATFORMS)[number];

/** The names the connections screen shows, in its card order. */
export const PLATFORM_LABELS: Record<Platform, string> = {
  meta: 'Meta (Facebook) Ads',
  linkedin: 'LinkedIn Ads',
  google: 'Google Ads',
};

export const COMING_SOON_PLATFORM_LABELS: Record<ComingSoonPlatform, string> = {
  tiktok: 'TikTok Ads',
  amazon: 'Amazon Ads',
};

export const CONNECT_POPUP = { width: 1000, height: 800, pollMs: 500, timeoutMs: 600_000 } as const;

export const CONNECTION_BANNER_HIDE_MS = 5000;
