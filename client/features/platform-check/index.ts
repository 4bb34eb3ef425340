/**
 * What other features may use of the platform check (decision 105): the client's dashboard
 * card (the check, and choosing the project's Google Ads accounts) and the admin's card.
 */
export { AdminPlatformCheckCard } from './components/admin-platform-check-card.tsx';
export { PlatformCheckCard } from './components/platform-check-card.tsx';
export { usePlatformCheck } from './api/platform-check.ts';
