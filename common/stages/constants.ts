/** The engagement's stages (docs/product.md#stages, docs/product.md#constants). */

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
