/**
 * For the tools that sign an administrator in over HTTP (the benchmark seed, the resilience
 * suites): every administrator needs two-factor sign-in before any admin route answers
 * (decision 089), so these turn it on and sign in with a code, through the real endpoints.
 */
import { nextCode } from '../../server/testing/totp.ts';

/** The `name=value` of the cookie `name` (with or without the __Secure- prefix) an answer sets. */
function cookieOf(response: Response, name: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.replace(/^__Secure-/, '').startsWith(`${name}=`));
  if (!cookie) throw new Error(`${response.url} set no ${name} cookie`);
  return cookie;
}

async function post(baseUrl: string, path: string, cookie: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Turns two-factor sign-in on for the session `cookie` (name=value): the password, then the
 * app's first code. Confirming replaces the session: returns the new cookie and the app's
 * address, from which later codes are computed.
 */
export async function enableTwoFactor(
  baseUrl: string,
  cookie: string,
  password: string,
): Promise<{ cookie: string; totpURI: string }> {
  const enabled = await post(baseUrl, '/api/auth/two-factor/enable', cookie, { password });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const code = await nextCode(totpURI);
  const verified = await post(baseUrl, '/api/auth/two-factor/verify-totp', cookie, { code });
  return { cookie: cookieOf(verified, 'better-auth.session_token'), totpURI };
}

/** Signs in with the password and then a code from the app; returns the session cookie. */
export async function signInWithCode(
  baseUrl: string,
  credentials: { email: string; password: string },
  totpURI: string,
): Promise<string> {
  const challenge = await post(baseUrl, '/api/auth/sign-in/email', '', credentials);
  const pending = cookieOf(challenge, 'better-auth.two_factor');
  const code = await nextCode(totpURI);
  const verified = await post(baseUrl, '/api/auth/two-factor/verify-totp', pending, { code });
  return cookieOf(verified, 'better-auth.session_token');
}
