/**
 * Google OAuth 2.0 for the Google Ads scope (docs/integrations.md#google-oauth): the port and
 * its real adapter. The sandbox uses this same adapter with an in-process fetch
 * (server/sandbox/google/sandbox.ts).
 */
import { z } from 'zod';
import { vendorFetch, type HttpPolicy } from '../vendor-http.ts';
import { GoogleOAuthError, parseOAuthError } from './errors.ts';
import { DEFAULT_HTTP_POLICY } from './http.ts';

export const GOOGLE_ADS_SCOPE = 'https://www.googleapis.com/auth/adwords';
const GOOGLE_OAUTH_SCOPES = ['openid', 'email', GOOGLE_ADS_SCOPE] as const;

export interface GoogleTokenSet {
  accessToken: string;
  /** Seconds from now. */
  expiresIn: number;
  /** Usually only on the code exchange; a refresh keeps the stored one. */
  refreshToken: string | null;
  scopes: string[];
  /** The email claim of the id_token, when one came back. */
  email: string | null;
}

export interface GoogleOAuthPort {
  authorizationUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(code: string, redirectUri: string): Promise<GoogleTokenSet>;
  refresh(refreshToken: string): Promise<GoogleTokenSet>;
  revoke(token: string): Promise<void>;
}

export interface GoogleOAuthOptions {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** Defaults to /revoke beside the token endpoint (https://oauth2.googleapis.com/revoke). */
  revokeUrl?: string;
  http?: Partial<HttpPolicy>;
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
  token_type: z.string().optional(),
  scope: z.string().optional(),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().optional(),
});

/**
 * The email claim of an id_token received straight from Google's token endpoint over TLS
 * (OpenID Connect Core 3.1.3.7 allows skipping the signature check there). Display only.
 */
function emailOf(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    const email = (claims as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

export function createGoogleOAuth(options: GoogleOAuthOptions): GoogleOAuthPort {
  const policy: HttpPolicy = { ...DEFAULT_HTTP_POLICY, ...options.http };
  const revokeUrl = options.revokeUrl ?? new URL('/revoke', options.tokenUrl).toString();

  async function token(form: Record<string, string>, safe: boolean): Promise<GoogleTokenSet> {
    const { response, text } = await vendorFetch(policy, {
      url: options.tokenUrl,
      safe,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          ...form,
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }).toString(),
      },
    });
    if (response.status !== 200) throw parseOAuthError(response.status, text);
    let parsed: z.infer<typeof tokenResponseSchema>;
    try {
      parsed = tokenResponseSchema.parse(JSON.parse(text));
    } catch {
      throw new GoogleOAuthError(response.status, 'invalid_token_response', null);
    }
    return {
      accessToken: parsed.access_token,
      expiresIn: parsed.expires_in,
      refreshToken: parsed.refresh_token ?? null,
      scopes: (parsed.scope ?? '').split(' ').filter(Boolean),
      email: emailOf(parsed.id_token),
    };
  }

  return {
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(options.authUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: GOOGLE_OAUTH_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      }).toString();
      return url.toString();
    },
    // A code is single-use: never repeated.
    exchangeCode: (code, redirectUri) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, false),
    refresh: (refreshToken) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, true),
    async revoke(value) {
      const { response, text } = await vendorFetch(policy, {
        url: revokeUrl,
        safe: false,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: value }).toString(),
        },
      });
      // 400 invalid_token: already revoked or expired, which is what we wanted.
      if (response.status !== 200 && response.status !== 400) {
        throw parseOAuthError(response.status, text);
      }
    },
  };
}
