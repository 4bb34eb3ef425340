/**
 * POST /api/contact: the consultation request (docs/product.md#contact).
 * The React form resolves with this schema and the Fastify route validates with it, so the
 * browser and the server give the same messages for the same input.
 */
import { z } from '../shared/zod.ts';
import { withoutNul } from '../shared/request.ts';
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_SOURCES } from './constants.ts';
import { CONTACT_LIMIT_MESSAGES, CONTACT_MESSAGES } from './messages.ts';

/** `''`, whitespace or a missing value all mean "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(CONTACT_LIMITS.name, { error: CONTACT_LIMIT_MESSAGES.nameTooLong })
    .refine(...withoutNul('Name'));

const optionalText = (max: number, message: string, label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, message)
      .refine(...withoutNul(label))
      .optional(),
  );

export const contactRequestSchema = z
  .strictObject({
    firstName: requiredName(CONTACT_MESSAGES.firstNameRequired),
    lastName: requiredName(CONTACT_MESSAGES.lastNameRequired),
    workEmail: z
      .string({ error: CONTACT_MESSAGES.workEmailRequired })
      .trim()
      .min(1, CONTACT_MESSAGES.workEmailRequired)
      .pipe(
        z
          .email(CONTACT_MESSAGES.invalidEmail)
          .max(CONTACT_LIMITS.email, CONTACT_LIMIT_MESSAGES.emailTooLong),
      ),
    phoneNumber: optionalText(CONTACT_LIMITS.phone, CONTACT_LIMIT_MESSAGES.phoneTooLong, 'Phone'),
    source: z.enum(CONTACT_SOURCES, { error: CONTACT_MESSAGES.sourceRequired }),
    referralFirstName: optionalText(
      CONTACT_LIMITS.name,
      CONTACT_LIMIT_MESSAGES.nameTooLong,
      'Referral first name',
    ),
    referralLastName: optionalText(
      CONTACT_LIMITS.name,
      CONTACT_LIMIT_MESSAGES.nameTooLong,
      'Referral last name',
    ),
    // An empty referral email is absent, never invalid (docs/product.md#validation).
    referralEmail: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .pipe(
          z
            .email(CONTACT_MESSAGES.invalidReferralEmail)
            .max(CONTACT_LIMITS.email, CONTACT_LIMIT_MESSAGES.emailTooLong),
        )
        .optional(),
    ),
    [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
  })
  // Referral details only mean something when the source is a referral.
  .transform(({ referralFirstName, referralLastName, referralEmail, ...rest }) =>
    rest.source === 'referral'
      ? { ...rest, referralFirstName, referralLastName, referralEmail }
      : {
          ...rest,
          referralFirstName: undefined,
          referralLastName: undefined,
          referralEmail: undefined,
        },
  );

/** What the form holds and the request may carry. */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
/** The validated, normalised request: trimmed, blanks removed, referral only for referrals. */
export type ContactRequest = z.output<typeof contactRequestSchema>;

/**
 * The answer, exactly as docs/product.md#contact reads it (success is a boolean there; the server
 * sends only `true`):
 * - `{success: true}`: stored and added to the CRM;
 * - `{success: true, hubspot: {error}}`: stored, the CRM sync failed and will be retried;
 * - `{}`: stored, no CRM configured.
 */
export const contactResponseSchema = z.object({
  success: z.boolean().optional(),
  hubspot: z.object({ error: z.string() }).optional(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The `hubspot.error` text: readable, and never the vendor's internals. */
export const CONTACT_CRM_SYNC_ERROR = 'The CRM sync failed; it will be retried automatically.';
