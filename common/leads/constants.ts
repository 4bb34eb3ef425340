/**
 * Where a contact is in its delivery to the CRM (server/modules/contact/crm-sync.ts), as the
 * admin's leads inbox shows it (docs/product.md#leads). Apart from common/contact/: the public
 * site's contact form imports that folder, and these are admin-only.
 */
export const CRM_SYNC_STATUSES = ['pending', 'synced', 'failed', 'not_configured'] as const;
export type CrmSyncStatus = (typeof CRM_SYNC_STATUSES)[number];
export const CRM_SYNC_STATUS_LABELS: Record<CrmSyncStatus, string> = {
  pending: 'Pending',
  synced: 'Synced',
  failed: 'Failed',
  not_configured: 'CRM not configured',
};
