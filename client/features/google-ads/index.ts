/**
 * What other features may use of the Google Ads feature: the user's grant and accounts. The
 * page itself is the app's, through index.tsx: the connections panel reads the grant here,
 * and the page shows the connections' summary, so one door for both would make the two
 * features' indexes import each other.
 */
export { useGoogleAdsAccounts, useGoogleAdsConnection } from './api/google-ads.ts';
