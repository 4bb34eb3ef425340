/**
 * The initial report's public face (docs/product.md#initial-report): the firm's review on the
 * project page, the client's card on the dashboard, and the report's text renderer.
 */
export { InitialReportCard } from './components/initial-report-card.tsx';
export { ReportMarkdown } from './components/report-markdown.tsx';
export { ReportReview } from './components/report-review.tsx';
