/**
 * The audit trail's actions (decision 098) and how the admin reads them. Every
 * action the product records is listed here; the audit module refuses any other.
 */
export const AUDIT_ACTION_LABELS = {
  'project.created': 'Project created',
  'project.edited': 'Project edited',
  'project.archived': 'Project archived',
  'project.reactivated': 'Project reactivated',
  'project.closed': 'Engagement closed',
  'memberships.changed': 'Memberships changed',
  'analyst.added': 'Analyst added',
  'analyst.removed': 'Analyst removed',
  'analyst.assigned': 'Analyst assigned',
  'analyst.unassigned': 'Analyst unassigned',
  'user.deactivated': 'User deactivated',
  'user.reactivated': 'User reactivated',
  'invitation.sent': 'Invitation sent',
  'invitation.resent': 'Invitation sent again',
  'invitation.revoked': 'Invitation revoked',
  'invitation.accepted': 'Invitation accepted',
  'metrics.saved': 'Metrics submitted',
  'note.saved': 'Note saved',
  'deliverable.uploaded': 'Deliverable uploaded',
  'deliverable.downloaded': 'Deliverable downloaded',
  'deliverable.deleted': 'Deliverable deleted',
  'connector.created': 'Connector created',
  'connector.reconnect_started': 'Connector setup opened again',
  'connector.resumed': 'Connector set up and running',
  'connector.paused': 'Connector paused',
  'google_ads.connected': 'Google Ads connected',
  'google_ads.disconnected': 'Google Ads disconnected',
  'google_ads.accounts_chosen': 'Google Ads accounts chosen',
  'auth.sign_in': 'Sign-in',
  'auth.password_reset': 'Password reset',
  'auth.password_changed': 'Password changed',
  'auth.two_factor_enabled': 'Two-factor sign-in turned on',
  'auth.two_factor_disabled': 'Two-factor sign-in turned off',
  'lead.retried': 'Lead sync retried',
  'lead.handled': 'Lead marked handled',
  'lead.unhandled': 'Lead marked not handled',
  'export.downloaded': 'Export downloaded',
  'stage.moved': 'Stage moved',
  'report.drafted': 'Initial report drafted',
  'report.edited': 'Initial report edited',
  'report.approved': 'Initial report approved',
  'report.published': 'Initial report published',
  'report.settings_changed': 'Initial report drafting changed',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** Months an entry keeps the client's IP address (the privacy page says so). */
export const AUDIT_IP_RETENTION_MONTHS = 12;
