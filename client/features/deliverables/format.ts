/** File sizes as people read them: "812 bytes", "48.2 KB", "3.1 MB" (decimal units, as the limit's "50 MB"). */
const UNITS = ['KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1000;
    unit = next;
    if (value < 999.95) break;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`;
}
