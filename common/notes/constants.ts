/** The notes' categories (docs/product.md#constants, docs/product.md#notes). */

export const NOTE_CATEGORIES = ['methodology', 'anomaly', 'context', 'other'] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];

export const NOTE_CATEGORY_LABELS: Record<NoteCategory, string> = {
  methodology: 'Methodology Changes',
  anomaly: 'Data Anomalies',
  context: 'Business Context',
  other: 'Other Information',
};

export const DEFAULT_NOTE_CATEGORY: NoteCategory = 'context';
