/**
 * What the connections routes check before they act:
 *
 * - `available()`: Fivetran is configured (production without credentials: 503);
 * - `connectorGuard()`: the connector a request names (the pause route's path, the callback
 *   page's query) is loaded, then the project guard judges the caller against the
 *   connector's project as a write. Another tenant's connector answers exactly like an
 *   unknown one (404).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { connectorIdSchema } from '../../../common/connections/contract.ts';
import { CONNECTION_MESSAGES } from '../../../common/connections/messages.ts';
import { AppError } from '../../lib/errors.ts';
import type { ConnectionsService, ConnectorRow } from './service.ts';

/** What module.ts wires when Fivetran is configured (null otherwise). */
export interface Connections {
  service: ConnectionsService;
  /** Which Fivetran answers: the portal shows a Sandbox badge. */
  mode: 'live' | 'sandbox';
}

export function available(connections: Connections | null): Connections {
  if (!connections) throw new AppError('service_unavailable', CONNECTION_MESSAGES.notConfigured);
  return connections;
}

export function connectorGuard(app: FastifyInstance, connections: Connections | null) {
  const loaded = new WeakMap<FastifyRequest, ConnectorRow>();
  const guardProject = app.projectGuard({
    projectId: (request) => loaded.get(request)?.projectId,
    access: 'write',
  });
  const notFound = () => new AppError('not_found', CONNECTION_MESSAGES.connectorNotFound);

  /** Loads the connector, then lets the project guard judge the caller against its project. */
  async function guard(
    request: FastifyRequest,
    reply: FastifyReply,
    connectorId: unknown,
  ): Promise<ConnectorRow> {
    if (!connections) await app.authenticate(request, reply); // 401 before 503
    const { service } = available(connections);
    // Checked before the route's schema runs: only a well-formed id reaches the database.
    const id = connectorIdSchema.safeParse(connectorId);
    const row = id.success ? await service.findById(id.data) : undefined;
    if (!row) {
      await app.authenticate(request, reply); // 401 first, as for a connector that exists
      throw notFound();
    }
    loaded.set(request, row);
    try {
      await guardProject(request, reply);
    } catch (error) {
      // Another tenant's connector reads exactly like one that does not exist.
      if (error instanceof AppError && error.code === 'not_found') throw notFound();
      throw error;
    }
    return row;
  }

  /** The connector guard() loaded for this request. */
  function connectorOf(request: FastifyRequest): ConnectorRow {
    const row = loaded.get(request);
    if (!row) throw new Error('connectorOf() on a route without the connector guard');
    return row;
  }

  return { guard, connectorOf };
}
