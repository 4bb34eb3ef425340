/**
 * The contact module's public face: what other modules may import. The admin's Contacts tab
 * reads whether HubSpot's daily limit pauses the CRM sync.
 */
export { crmSyncPausedUntil } from './crm-sync.ts';
