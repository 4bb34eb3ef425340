/**
 * AUTH_SECRET and the secrets a rotation retired (AUTH_SECRET_PREVIOUS) as the identity
 * library's versioned key ring: the current secret signs cookies and encrypts; every secret
 * in the ring still decrypts what it encrypted (authenticator secrets, recovery codes,
 * Google sign-in tokens), so a rotation locks no one out. `reencryptAuthValues`
 * (`npm run secrets:reencrypt`) rewrites those values under the current secret, after which
 * the previous ones can be dropped (docs/security.md).
 */
import { createHash } from 'node:crypto';
import {
  parseEnvelope,
  symmetricDecrypt,
  symmetricEncrypt,
  type SecretConfig,
} from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAccounts, authTwoFactors } from '../../db/schema/index.ts';
import type { Secrets } from '../../secrets.ts';

type AuthSecrets = Pick<Secrets, 'authSecret' | 'previousAuthSecrets'>;

/**
 * A secret's version in the library's envelope (`$ba$<version>$…`), derived from the secret
 * itself so that it stays the same wherever the secret stands in the ring.
 */
function versionOf(secret: string): number {
  return createHash('sha256').update(secret).digest().readUInt32BE(0);
}

/**
 * The library's options: the ring, current first, and the secret that reads values written
 * before the ring existed (they carry no version): the oldest listed, in force back then.
 */
export function authSecretOptions({ authSecret, previousAuthSecrets }: AuthSecrets) {
  const ring = [authSecret, ...previousAuthSecrets];
  return {
    secret: ring.at(-1)!,
    secrets: ring.map((value) => ({ version: versionOf(value), value })),
  };
}

function secretConfigOf(secrets: AuthSecrets): SecretConfig {
  const { secret, secrets: ring } = authSecretOptions(secrets);
  return {
    keys: new Map(ring.map(({ version, value }) => [version, value])),
    currentVersion: ring[0]!.version,
    legacySecret: secret,
  };
}

/**
 * Rewrites every value the library encrypted under a previous secret under the current one;
 * returns how many rows changed. Each row is written only if it still holds what was read,
 * so a recovery code used meanwhile is not brought back.
 */
export async function reencryptAuthValues(db: Database, secrets: AuthSecrets): Promise<number> {
  const key = secretConfigOf(secrets);
  // Google sign-in tokens stored before encryption was turned on are plain text, and stay so.
  const encrypted = (value: string) => value.startsWith('$ba$') || /^([0-9a-f]{2})+$/i.test(value);
  const current = (value: string | null) =>
    value === null || !encrypted(value) || parseEnvelope(value)?.version === key.currentVersion;
  const rewrite = async <T extends string | null>(value: T): Promise<T> =>
    current(value)
      ? value
      : ((await symmetricEncrypt({
          key,
          data: await symmetricDecrypt({ key, data: value! }),
        })) as T);

  let changed = 0;
  for (const row of await db.select().from(authTwoFactors)) {
    if (current(row.secret) && current(row.backupCodes)) continue;
    const written = await db
      .update(authTwoFactors)
      .set({ secret: await rewrite(row.secret), backupCodes: await rewrite(row.backupCodes) })
      .where(
        and(
          eq(authTwoFactors.id, row.id),
          eq(authTwoFactors.secret, row.secret),
          eq(authTwoFactors.backupCodes, row.backupCodes),
        ),
      )
      .returning({ id: authTwoFactors.id });
    changed += written.length;
  }
  const tokens = ['accessToken', 'refreshToken', 'idToken'] as const;
  for (const row of await db.select().from(authAccounts)) {
    if (tokens.every((token) => current(row[token]))) continue;
    const rewritten = {
      accessToken: await rewrite(row.accessToken),
      refreshToken: await rewrite(row.refreshToken),
      idToken: await rewrite(row.idToken),
    };
    const unchanged = tokens.map((token) =>
      row[token] === null ? undefined : eq(authAccounts[token], row[token]),
    );
    const written = await db
      .update(authAccounts)
      .set(rewritten)
      .where(and(eq(authAccounts.id, row.id), ...unchanged))
      .returning({ id: authAccounts.id });
    changed += written.length;
  }
  return changed;
}
