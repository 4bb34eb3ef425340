import { CONTACT_SOURCES, type ContactSource } from '../../../common/contact/constants.ts';

/** How the five sources read in the "How did you hear about us?" list. */
export const CONTACT_SOURCE_LABELS: Readonly<Record<ContactSource, string>> = {
  google: 'Google Search',
  linkedin: 'LinkedIn',
  referral: 'Referral',
  event: 'Event or Conference',
  other: 'Other',
};

export const CONTACT_SOURCE_OPTIONS = CONTACT_SOURCES.map((value) => ({
  value,
  label: CONTACT_SOURCE_LABELS[value],
}));
