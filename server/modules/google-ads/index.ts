/**
 * The Google Ads module's public face: its plugin, what the firm's workspace reads of a
 * project's Google Ads (decision 105), and the tokens' re-encryption.
 */
export { googleAdsModule } from './module.ts';
export { platformCheckOf } from './platform-check.ts';
export { reencryptGoogleTokens } from './tokens.ts';
