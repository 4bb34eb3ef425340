/**
 * POST /api/contact: the consultation request (SPEC points 3, 5 and 7).
 * The React form resolves with this schema and the Fastify route validates with it, so the
 * browser and the server give the same messages for the same input.
 */
import { z } from './zod.ts';
import { CONTACT_HONEYPOT_FIELD, CONTACT_SOURCES } from '../constants.ts';
import { CRM_SYNC_STATUSES } from '../crm-sync.ts';
import { CONTACT_MESSAGES } from '../messages.ts';
import { withoutNul } from './request.ts';

/** Sanity limits (not in the spec): far above any real name or address, far below the body limit. */
const CONTACT_LIMITS = { name: 100, email: 254, phone: 50 } as const;

/** Readable texts for the sanity limits above (the spec has none). */
export const CONTACT_LIMIT_MESSAGES = {
  nameTooLong: `Please use at most ${CONTACT_LIMITS.name} characters`,
  emailTooLong: `Please use at most ${CONTACT_LIMITS.email} characters`,
  phoneTooLong: `Please use at most ${CONTACT_LIMITS.phone} characters`,
} as const;

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
    // An empty referral email is absent, never invalid (SPEC point 5).
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
 * The answer, exactly as SPEC point 7 reads it (success is a boolean there; the server
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

/** GET /api/admin/contacts: newest first, one page, optionally one CRM sync status. */
const ADMIN_CONTACTS_MAX_PAGE_SIZE = 100;
export const adminContactsQuerySchema = z.strictObject({
  status: z
    .enum(CRM_SYNC_STATUSES, {
      error: `status must be one of ${CRM_SYNC_STATUSES.join(', ')}`,
    })
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(ADMIN_CONTACTS_MAX_PAGE_SIZE, `pageSize must be at most ${ADMIN_CONTACTS_MAX_PAGE_SIZE}`)
    .default(25),
});
export type AdminContactsQuery = z.infer<typeof adminContactsQuerySchema>;

export const adminContactSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  workEmail: z.string(),
  source: z.enum(CONTACT_SOURCES),
  createdAt: z.string(),
  crmSyncStatus: z.enum(CRM_SYNC_STATUSES),
  crmSyncAttempts: z.number().int(),
  crmLastError: z.string().nullable(),
  crmNextAttemptAt: z.string().nullable(),
  crmSyncedAt: z.string().nullable(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

/**
 * Set while HubSpot's daily API limit pauses every contact's sync: when it is tried again,
 * and the account's time zone whose midnight that is (null: not configured, tried hourly).
 */
export const crmPauseSchema = z.object({ until: z.string(), timeZone: z.string().nullable() });
export type CrmPause = z.infer<typeof crmPauseSchema>;

export const adminContactsResponseSchema = z.object({
  contacts: z.array(adminContactSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  crmPause: crmPauseSchema.nullable(),
});
export type AdminContactsResponse = z.infer<typeof adminContactsResponseSchema>;
