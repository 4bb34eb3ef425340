/**
 * Ad platform connections through Fivetran (docs/product.md#connections): create a connector
 * and its connect card, list the project's connectors with their status, pause one, and
 * the popup message and return fragment of the connect flow.
 */
import { z } from '../shared/zod.ts';
import { PLATFORMS } from './constants.ts';
import { projectIdSchema } from '../projects/contract.ts';

const platformSchema = z.enum(PLATFORMS, {
  error: `platform must be one of ${PLATFORMS.join(', ')}`,
});

/** Which adapter serves the connections: Fivetran itself, or the local sandbox. */
export const INTEGRATION_MODES = ['live', 'sandbox'] as const;
export type IntegrationMode = (typeof INTEGRATION_MODES)[number];

/** POST /api/fivetran/create-connector. */
export const createConnectorRequestSchema = z.strictObject({
  platform: platformSchema,
  projectId: projectIdSchema,
});

export const createConnectorResponseSchema = z.object({
  /** The Connect Card (Fivetran's, or the sandbox's page) to open in the popup. */
  connectCardUrl: z.string(),
  connectorId: z.string(),
});
export type CreateConnectorResponse = z.infer<typeof createConnectorResponseSchema>;

/** GET /api/fivetran/connectors?projectId= */
export const connectorsQuerySchema = z.strictObject({ projectId: projectIdSchema });

/** Fivetran's setup_state: tests never passed, connected, or needs Reconnect. */
export const FIVETRAN_SETUP_STATES = ['incomplete', 'connected', 'broken'] as const;
export type FivetranSetupState = (typeof FIVETRAN_SETUP_STATES)[number];

/** Fivetran's setup_state, or `unknown` when Fivetran could not be asked just now. */
export const SETUP_STATES = [...FIVETRAN_SETUP_STATES, 'unknown'] as const;
export type SetupState = (typeof SETUP_STATES)[number];

/**
 * A stored connection's state as the firm reads it (decision 100), from the
 * setup state and paused flag the background worker last read from Fivetran.
 */
export const CONNECTION_STATES = [
  'connected',
  'setup_incomplete',
  'paused',
  'broken',
  'not_checked',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** The background worker reads a stored state from Fivetran again once it is this old. */
export const CONNECTION_STATE_MAX_AGE_MINUTES = 30;

/**
 * Broken wins (the client must reconnect whatever else holds), then a setup never finished
 * (a new connector is created paused, so "paused" would hide it), then paused.
 */
export function connectionStateOf(stored: {
  setupState: FivetranSetupState | null;
  paused: boolean;
}): ConnectionState {
  if (stored.setupState === null) return 'not_checked';
  if (stored.setupState === 'broken') return 'broken';
  if (stored.setupState === 'incomplete') return 'setup_incomplete';
  return stored.paused ? 'paused' : 'connected';
}

/** One connector of the project, with the status Fivetran reports. */
export const connectorStatusSchema = z.object({
  platform: platformSchema,
  connectorId: z.string(),
  /** Fivetran reports the setup complete and the connection is not paused. */
  connected: z.boolean(),
  paused: z.boolean(),
  setupState: z.enum(SETUP_STATES),
  /** Fivetran's sync_state (scheduled, syncing, paused, rescheduled), when known. */
  syncState: z.string().nullable(),
  /** The last successful sync (ISO 8601), when there was one. */
  lastSyncAt: z.string().nullable(),
});
export type ConnectorStatus = z.infer<typeof connectorStatusSchema>;

export const connectorsResponseSchema = z.object({
  mode: z.enum(INTEGRATION_MODES),
  items: z.array(connectorStatusSchema),
});
export type ConnectorsResponse = z.infer<typeof connectorsResponseSchema>;

/** POST /api/fivetran/pause-connector/:connectorId */
export const connectorIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a connector id');
export const connectorIdParamsSchema = z.strictObject({ connectorId: connectorIdSchema });

export const pauseConnectorResponseSchema = z.object({
  connectorId: z.string(),
  platform: platformSchema,
  paused: z.literal(true),
});
export type PauseConnectorResponse = z.infer<typeof pauseConnectorResponseSchema>;

/** The message the callback page posts to the window that opened the connect card. */
export const FIVETRAN_SUCCESS_MESSAGE_TYPE = 'fivetran-success';
