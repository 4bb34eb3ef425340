/** Google Ads' reporting window (docs/product.md#constants). */

export const CAMPAIGN_WINDOW_DAYS = 30;
