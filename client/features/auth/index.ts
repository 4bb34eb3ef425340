/** What other features may use of the auth feature: the signed-in user's session. */
export { useSession } from './api/auth.ts';
