/** The consultation request (docs/product.md#contact), word for word. */
import { CONTACT_LIMITS } from './constants.ts';

/** The contact form, its toasts and its thank-you dialog. */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  workEmailRequired: 'Work email is required',
  invalidEmail: 'Invalid email address',
  sourceRequired: 'Please select how you heard about us',
  invalidReferralEmail: 'Invalid referral email address',
  incompleteTitle: 'Please complete the form',
  incomplete: 'First name, last name, email, and how you heard about us are required.',
  failedTitle: 'Submission Failed',
  failed: "We couldn't process your request. Please try again or contact support.",
  crmErrorTitle: 'Request Received',
  crmError:
    'Your request was saved, but there was a temporary issue syncing with our CRM. Our team will still follow up with you.',
  successTitle: 'Success!',
  success: 'Your information has been submitted successfully and added to our CRM.',
  notConfiguredTitle: 'Request Received',
  notConfigured: 'Your information has been submitted successfully.',
  thankYou: (name: string) => `Thank You, ${name}!`,
  followUp:
    'We have received your consultation request. Our team typically reaches out within 24-48 business hours.',
  crmIssueNote:
    'We had a temporary technical issue with our CRM. Your information is saved and our team has been notified.',
  returnToWebsite: 'Return to Website',
  debugTitle: 'Debug information',
} as const;

/** Readable texts for the sanity limits of CONTACT_LIMITS (constants.ts). */
export const CONTACT_LIMIT_MESSAGES = {
  nameTooLong: `Please use at most ${CONTACT_LIMITS.name} characters`,
  emailTooLong: `Please use at most ${CONTACT_LIMITS.email} characters`,
  phoneTooLong: `Please use at most ${CONTACT_LIMITS.phone} characters`,
} as const;
