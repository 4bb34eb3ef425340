/** The consultation request's fields and limits (docs/product.md#contact). */

export const CONTACT_SOURCES = ['google', 'linkedin', 'referral', 'event', 'other'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/**
 * The honeypot: a field people never see (it is hidden and skipped by assistive technology),
 * so a value in it means a bot filled every input. The server answers such a request as if it
 * had succeeded and drops it. See docs/decisions/013-contact-abuse.md.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** Sanity limits of our own: far above any real name or address, far below the body limit. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 50 } as const;
