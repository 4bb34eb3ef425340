/** What the app mounts of the Google Ads feature: its page (/portal/google-ads-test). */
export { GoogleAdsPage } from './components/google-ads-page.tsx';
