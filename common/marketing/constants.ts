/**
 * The public site's thresholds and defaults (docs/product.md#constants). A module of their
 * own because the public site's first load pays for every byte of the modules it imports
 * (bench/size.ts: JavaScript before / is interactive < 40 kB).
 */
export const BACK_TO_TOP_AFTER_PX = 300;
export const PROGRESS_BAR_HEIGHT_PX = 4;
export const HEADER_SHADOW_AFTER_PX = { portal: 10, site: 20 } as const;
export const MINIMUM_AGE = 18;
export const POLICY_DATE = 'March 13, 2025';
export const LOGO_STRIP_LOOP_SECONDS = 66;
export const ANIMATION = { slidePx: 40, durationS: 0.6, staggerS: 0.1 } as const;
