/** What the firm's workspace reads of a project's Google Ads (decision 105). */
export { platformCheckOf } from './platform-check.ts';
export { reencryptGoogleTokens } from './tokens.ts';
