/**
 * How a consultation request maps onto HubSpot contact properties (docs/decisions/011-hubspot-contact-mapping.md).
 * Standard properties: email, firstname, lastname, phone. Custom properties, created in the
 * HubSpot portal before the token is configured: lead_source (a dropdown with the five source
 * values), referral_first_name, referral_last_name, referral_email.
 */
import type { ContactSource } from '../../../common/contact/constants.ts';
import type { HubSpotContactProperties } from './port.ts';

/** Our source -> the internal value of the lead_source dropdown option. */
export const HUBSPOT_LEAD_SOURCE: Readonly<Record<ContactSource, string>> = {
  google: 'google',
  linkedin: 'linkedin',
  referral: 'referral',
  event: 'event',
  other: 'other',
};

/** The custom properties the portal must have (name -> label), for the setup guide and the fake. */
export const HUBSPOT_CUSTOM_PROPERTIES = {
  lead_source: 'Lead source',
  referral_first_name: 'Referral first name',
  referral_last_name: 'Referral last name',
  referral_email: 'Referral email',
} as const;

export interface ContactForCrm {
  firstName: string;
  lastName: string;
  workEmail: string;
  phoneNumber: string | null;
  source: ContactSource;
  referralFirstName: string | null;
  referralLastName: string | null;
  referralEmail: string | null;
}

/** All values are strings; empty ones are left out, since "" would clear the property in HubSpot. */
export function toHubSpotProperties(contact: ContactForCrm): HubSpotContactProperties {
  const entries: [string, string | null][] = [
    ['email', contact.workEmail],
    ['firstname', contact.firstName],
    ['lastname', contact.lastName],
    ['phone', contact.phoneNumber],
    ['lead_source', HUBSPOT_LEAD_SOURCE[contact.source]],
    ['referral_first_name', contact.referralFirstName],
    ['referral_last_name', contact.referralLastName],
    ['referral_email', contact.referralEmail],
  ];
  const properties = Object.fromEntries(
    entries.filter((entry): entry is [string, string] => !!entry[1] && entry[1].trim() !== ''),
  );
  return { ...properties, email: contact.workEmail };
}
