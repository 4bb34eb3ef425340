/** What other features may use of the Google Ads feature: the user's grant and accounts. */
export { useGoogleAdsAccounts, useGoogleAdsConnection } from './api/google-ads.ts';
