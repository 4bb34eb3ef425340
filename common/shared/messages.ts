/**
 * The texts several features show, word for word (docs/product.md#errors,
 * docs/product.md#validation): the API's generic answers, the portal's outage and not-found
 * pages, the field problems any contract words, the save buttons' shared words and any stored
 * file name's problems. A feature's own texts live in common/<feature>/messages.ts, each in
 * one place only (docs/decisions/131).
 */

/** Generic API error texts (chosen to be readable). */
export const API_MESSAGES = {
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  internal: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'The request is invalid.',
  badAddress: 'The address of this request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  nulCharacter: 'The request contains a NUL character, which no field accepts.',
  addressTooLong: 'The address of this request is too long.',
  tooLarge: 'The request is too large.',
  headersTooLarge: 'The headers of this request are too large.',
  requestTimeout: 'The request took too long to arrive.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  crossSite: 'This request came from another website and was refused. Please use the site itself.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  shuttingDown: 'This server is shutting down. Please try again in a moment.',
  databaseUnavailable:
    'The service is temporarily unavailable: its database cannot be reached. Please try again in a moment.',
} as const;

/** The portal when the server cannot answer (chosen to be readable). */
export const OUTAGE_MESSAGES = {
  title: 'The portal is temporarily unavailable',
  description:
    'We could not load your session because the service is not answering right now. Your data is safe; please try again in a moment.',
  retry: 'Try again',
} as const;

/** An address under /portal that is no page of the portal (docs/product.md#routes). */
export const PORTAL_NOT_FOUND_MESSAGES = {
  title: 'Page not found',
  description: 'There is no portal page at this address: the link may be mistyped or out of date.',
  openPortal: 'Go to your dashboard',
} as const;

/** Field problems any contract words, for the field named `label` (chosen to be readable). */
export const VALIDATION_MESSAGES = {
  noNulCharacter: (label: string) => `${label} cannot contain the NUL character (U+0000)`,
  required: (label: string) => `${label} is required`,
  notANumber: (label: string) => `${label} must be a number, for example 1250.50`,
  tooManyDecimals: (label: string, scale: number) =>
    `${label} can have at most ${scale} decimal places`,
  atMost: (label: string, max: string) => `${label} must be at most ${max}`,
  atLeast: (label: string, min: string) => `${label} must be at least ${min}`,
  notNegative: (label: string) => `${label} cannot be negative`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  tooLong: (label: string, max: number) =>
    `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  oneOf: (label: string, values: readonly string[]) =>
    `${label} must be one of: ${values.join(', ')}`,
} as const;

/** A save's busy label and its failure toast's title (the wizard, the notes card). */
export const SAVE_MESSAGES = {
  errorTitle: 'Error',
  saving: 'Saving...',
} as const;

/** Any stored file name (common/shared/file-name.ts). */
export const FILE_NAME_MESSAGES = {
  noVisibleCharacter: 'The file name has no visible characters. Please rename the file.',
  tooLong: (max: number) => `The file name is too long (${max} characters at most).`,
} as const;
