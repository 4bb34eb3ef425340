/**
 * The company a lead writes from, as the leads inbox shows it (docs/product.md#leads): the
 * contact form asks for no company, so it is read from the work email's domain. Shown as the
 * registrable domain as written ("jane@mail.acme-capital.com" → "acme-capital.com"), never
 * a guessed name; nothing for a free-mail address, which names no company.
 */

/**
 * Free-mail providers by name, whatever their top-level domain (yahoo.com, yahoo.co.uk,
 * hotmail.fr, gmx.de, …).
 */
const FREE_MAIL_NAMES = new Set(['yahoo', 'hotmail', 'outlook', 'live', 'gmx', 'yandex']);

/** Free-mail domains of providers that only use these. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'ymail.com',
  'rocketmail.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'pm.me',
  'protonmail.com',
  'protonmail.ch',
  'mail.com',
  'zoho.com',
  'zohomail.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'web.de',
  'mail.ru',
  'qq.com',
  '163.com',
]);

/**
 * Second levels under which a country's domains are registered (acme.co.uk, acme.com.au,
 * acme.co.jp): with a two-letter top-level domain these make a two-level suffix. A short
 * rule instead of the whole public suffix list, which a browser bundle should not carry.
 */
const GENERIC_SECOND_LEVELS = new Set([
  'co',
  'com',
  'net',
  'org',
  'ac',
  'gov',
  'edu',
  'ne',
  'or',
  'ltd',
  'plc',
]);

/** The domain one registers: its last two labels, or three under a two-level suffix. */
function registrableDomain(domain: string): string {
  const labels = domain.split('.');
  const [secondLevel, topLevel] = labels.slice(-2);
  const twoLevelSuffix =
    topLevel?.length === 2 && secondLevel !== undefined && GENERIC_SECOND_LEVELS.has(secondLevel);
  return labels.slice(twoLevelSuffix ? -3 : -2).join('.');
}

function isFreeMail(registrable: string): boolean {
  const name = registrable.split('.')[0] ?? '';
  return FREE_MAIL_DOMAINS.has(registrable) || FREE_MAIL_NAMES.has(name);
}

/** The company domain of a work email, lower-cased; null for free mail or no domain. */
export function companyOfEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (at < 0 || !domain.includes('.')) return null;
  const registrable = registrableDomain(domain);
  return isFreeMail(registrable) ? null : registrable;
}
