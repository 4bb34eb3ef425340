import { CONTACT_HONEYPOT_FIELD } from '../../../common/contact/constants.ts';
import type { ContactRequestInput } from '../../../common/contact/contract.ts';

/** The form's values when it is emptied (after a request is sent). */
export const EMPTY_CONTACT: ContactRequestInput = {
  firstName: '',
  lastName: '',
  workEmail: '',
  phoneNumber: '',
  // No source chosen yet: the select shows its placeholder.
  source: '' as ContactRequestInput['source'],
  referralFirstName: '',
  referralLastName: '',
  referralEmail: '',
  [CONTACT_HONEYPOT_FIELD]: '',
};

/** Shown only when the source is a referral. */
export const REFERRAL_FIELDS = ['referralFirstName', 'referralLastName', 'referralEmail'] as const;
export const REQUIRED_FIELDS = ['firstName', 'lastName', 'workEmail', 'source'] as const;
/** The fields as the form shows them, top to bottom: a failed check focuses the first. */
export const FIELD_ORDER = [
  'firstName',
  'lastName',
  'workEmail',
  'phoneNumber',
  'source',
  ...REFERRAL_FIELDS,
] as const;
