/**
 * `npm run secrets:reencrypt`: after a rotation of AUTH_SECRET or TOKEN_ENCRYPTION_KEY
 * (README, "Rotating the secrets"), rewrites every value encrypted under a previous one
 * (listed in AUTH_SECRET_PREVIOUS / TOKEN_ENCRYPTION_KEY_PREVIOUS) under the current one, so
 * the previous ones can then be dropped. Running it again changes nothing.
 */
import { readConfigOrExit } from '../server/config.ts';
import { openConfiguredDatabaseOrExit } from '../server/db/configured.ts';
import { TokenCipher } from '../server/lib/crypto.ts';
import { reencryptAuthValues } from '../server/modules/auth/index.ts';
import { reencryptGoogleTokens } from '../server/modules/google-ads/index.ts';
import { withSecrets } from '../server/secrets.ts';

const config = withSecrets(readConfigOrExit());
const { secrets } = config;
const database = await openConfiguredDatabaseOrExit(config);
try {
  // The columns it rewrites are the current schema's (servers migrate the same way).
  await database.migrate();
  const auth = await reencryptAuthValues(database.db, secrets);
  const cipher = new TokenCipher(secrets.tokenKey, secrets.previousTokenKeys);
  const google = await reencryptGoogleTokens(database.db, cipher);
  console.log(
    `Re-encrypted under the current keys: ${auth} two-factor or Google sign-in records, ${google} Google Ads grants.`,
  );
} finally {
  await database.close();
}
