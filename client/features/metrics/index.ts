/** The data-entry wizard (docs/product.md#wizard): the public face of the metrics feature. */
export { useProjectMetrics } from './api/metrics.ts';
export { MetricsEntry } from './components/metrics-entry.tsx';
export { NoProjectSelected } from './components/no-project-selected.tsx';
