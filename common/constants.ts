/**
 * Enumerations and business constants (docs/product.md#constants).
 * Shared by the database schema, the API contracts and the client.
 */

export const PROJECT_STATUSES = ['active', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const MEMBER_ROLES = ['owner', 'member', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

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

export const INDUSTRIES = [
  'b2b',
  'b2c',
  'energy',
  'healthcare',
  'it',
  'industrials',
  'financial',
  'real_estate',
  'utilities',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  b2b: 'Business-to-Business (B2B)',
  b2c: 'Business-to-Consumer (B2C)',
  energy: 'Energy',
  healthcare: 'Healthcare',
  it: 'Information Technology',
  industrials: 'Industrials',
  financial: 'Financial Services',
  real_estate: 'Real Estate',
  utilities: 'Utilities',
};

export const FUNNEL_TIMES = ['1_day', '1_7_days', '7_14_days', '14_plus_days'] as const;
export type FunnelTime = (typeof FUNNEL_TIMES)[number];
export const FUNNEL_TIME_LABELS: Record<FunnelTime, string> = {
  '1_day': '1 Day',
  '1_7_days': '1-7 Days',
  '7_14_days': '7-14 Days',
  '14_plus_days': '14+ Days',
};

export const TEST_FREQUENCIES = [
  'no_testing',
  'weekly',
  'biweekly',
  'monthly',
  'quarterly',
] as const;

export const NOTE_CATEGORIES = ['methodology', 'anomaly', 'context', 'other'] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];
export const NOTE_CATEGORY_LABELS: Record<NoteCategory, string> = {
  methodology: 'Methodology Changes',
  anomaly: 'Data Anomalies',
  context: 'Business Context',
  other: 'Other Information',
};
export const DEFAULT_NOTE_CATEGORY: NoteCategory = 'context';

/**
 * The honeypot: a field people never see (it is hidden and skipped by assistive technology),
 * so a value in it means a bot filled every input. The server answers such a request as if it
 * had succeeded and drops it. See docs/decisions/013-contact-abuse.md.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The product's name, as mail and the identity library name it. */
export const PRODUCT_NAME = 'Diligence Intelligence';

export const CONTACT_SOURCES = ['google', 'linkedin', 'referral', 'event', 'other'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Limits of docs/product.md#constants. */
export const MIN_PASSWORD_LENGTH = 6;
export const ACTIVE_PROJECT_STORAGE_KEY = 'activeProjectId';
export const CONNECT_POPUP = { width: 1000, height: 800, pollMs: 500, timeoutMs: 600_000 } as const;
export const CONNECTION_BANNER_HIDE_MS = 5000;
export const TOAST = { limit: 1, durationMs: 5000, swipeThresholdPx: 50 } as const;
export const WIZARD_STEP_MINUTES = [2, 2, 3, 1] as const;
/** The wizard's time remaining falls by this many minutes per step advanced (from 8 in total). */
export const WIZARD_MINUTES_PER_STEP_ADVANCED = 2;
export const CAMPAIGN_WINDOW_DAYS = 30;

/** TanStack Query timings (docs/product.md#constants), in milliseconds. */
export const QUERY_TIMING = {
  projectsStaleMs: 30_000,
  metricsStaleMs: 30_000,
  connectionsStaleMs: 30_000,
  connectionsRefetchMs: 60_000,
  connectionsRetries: 2,
} as const;

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  member: 'Member',
  viewer: 'Viewer',
};
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

/** The largest id (and whole number) a PostgreSQL `integer` column holds. */
export const DATABASE_INT_MAX = 2_147_483_647;

/**
 * The engagement's stages: the customer journey in its five steps (docs/product.md#stages). A
 * project starts at the first; an administrator moves it.
 */
export const ENGAGEMENT_STAGES = [
  'initial_data_collection',
  'ai_analysis',
  'diligence_report_delivery',
  'acquisition_decision',
  'post_acquisition_growth',
] as const;
export type EngagementStage = (typeof ENGAGEMENT_STAGES)[number];
export const ENGAGEMENT_STAGE_LABELS: Record<EngagementStage, string> = {
  initial_data_collection: 'Initial data collection',
  ai_analysis: 'AI analysis',
  diligence_report_delivery: 'Diligence report delivery',
  acquisition_decision: 'Acquisition decision',
  post_acquisition_growth: 'Post-acquisition growth',
};
/** The initial report is due 24-48 hours after the data entry (docs/product.md#stages). */
export const INITIAL_REPORT_DUE_HOURS = 48;
