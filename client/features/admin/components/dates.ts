/** Dates in the admin tables: "May 2, 2026", and with the time for events. */
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const moment = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatDate = (iso: string) => day.format(new Date(iso));
export const formatDateTime = (iso: string) => moment.format(new Date(iso));
