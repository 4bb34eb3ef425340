/** The client's dashboard frame (docs/product.md#routes): the public face of the dashboard feature. */
export { ClosedEngagementBanner } from './components/closed-engagement-banner.tsx';
export { DashboardTabs } from './components/dashboard-tabs.tsx';
export { WelcomeCard } from './components/welcome-card.tsx';
