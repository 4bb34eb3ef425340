/** The admin's leads inbox, the Contacts tab (docs/product.md#leads), word for word. */

/** The Contacts tab (chosen to be readable, decision 094). */
export const LEADS_MESSAGES = {
  title: 'Contacts',
  description:
    'Consultation requests from the website, their delivery to the CRM, and who handled them.',
  empty: 'No consultation requests yet.',
  filteredEmpty: 'No contacts match these filters.',
  searchHint: (min: number) => `Type at least ${min} characters to search.`,
  retry: 'Retry sync',
  retried: 'The contact is queued to be sent to the CRM again.',
  retryFailed: 'Could not queue the contact',
  markHandled: 'Mark handled',
  editHandled: 'Edit note',
  markedHandled: 'The lead is marked handled.',
  unmark: 'Mark not handled',
  unmarked: 'The lead is no longer marked handled.',
  handleFailed: 'Could not save the lead',
  handledBy: (email: string, when: string) => `Handled by ${email}, ${when}`,
  noteLabel: 'Note',
  noteRequired: 'Write a note: what was done with this lead',
  noteTooLong: (max: number) => `Please use at most ${max} characters`,
  notFound: 'Contact not found',
  notFailed: 'Only a contact whose CRM sync failed can be retried.',
  crmNotConfigured: 'HubSpot is not configured: there is no CRM to send the contact to.',
} as const;
