/**
 * The connections module (SPEC points 4 and 7; decisions 030-032): picks the Fivetran
 * adapter from configuration (integrations/fivetran), wires the service and registers
 *
 *   routes.ts                 the API: create a connector, list, pause
 *   callback-page.ts          GET /portal/fivetran/callback, the connect card's redirect page
 *   fivetran/sandbox-card.ts  GET|POST /sandbox/fivetran/connect-card (sandbox mode only)
 *
 * Without Fivetran credentials the sandbox serves them; in production without credentials
 * there is no service and they answer 503.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../common/paths.ts';
import { setUpFivetran } from '../../integrations/fivetran/index.ts';
import { sandboxCardRoutes } from '../../integrations/fivetran/sandbox-card.ts';
import { callbackPageRoute } from './callback-page.ts';
import { createCallbackStateSigner } from './callback-state.ts';
import { connectionRoutes } from './routes.ts';
import { ConnectionsService } from './service.ts';

export async function connectionsModule(app: FastifyInstance) {
  const { config } = app;
  const fivetran = setUpFivetran(config, {
    sandboxCardUrl: `${config.publicSiteUrl}${PATHS.fivetranSandboxCard}`,
    sandboxStateFile:
      config.env === 'development'
        ? path.join(config.dataDir, 'sandbox', 'fivetran.json')
        : undefined,
  });

  if (fivetran.mode === 'sandbox') await app.register(sandboxCardRoutes(fivetran.fake));
  if (fivetran.mode === 'unavailable') {
    app.log.warn('Fivetran is not configured (FIVETRAN_API_KEY, _SECRET, _GROUP_ID): 503');
  }
  const connections =
    fivetran.mode === 'unavailable'
      ? null
      : {
          mode: fivetran.mode,
          service: new ConnectionsService({
            db: app.database.db,
            port: fivetran.port,
            groupId: fivetran.groupId,
            publicSiteUrl: config.publicSiteUrl,
            callbackState: createCallbackStateSigner(config.secrets.authSecret),
            log: app.log.child({ integration: 'fivetran', mode: fivetran.mode }),
          }),
        };

  await app.register(connectionRoutes, { connections });
  await app.register(callbackPageRoute, { connections });
}
