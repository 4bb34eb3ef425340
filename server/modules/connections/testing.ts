/**
 * TESTS ONLY: the connections API driven as the portal would, against the Fivetran contract
 * fake. The kit reads the app and the fake when called, so a test file builds it at the top
 * and creates both in beforeAll:
 *
 *   const { connect, finishCard, callback } = connectionsTestKit(() => ({ app: ctx.app, fivetran }));
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreateConnectorResponse } from '../../../common/connections/contract.ts';
import type { App } from '../../app.ts';
import { dataConnectors } from '../../db/schema/index.ts';
import type { FivetranContractFake } from '../../testing/fakes/fivetran/contract-fake.ts';
import {
  createMember,
  createProject,
  type TestProject,
  type TestUser,
} from '../../testing/factories.ts';

export function connectionsTestKit(current: () => { app: App; fivetran: FivetranContractFake }) {
  const app = () => current().app;
  const fake = () => current().fivetran.fake;

  function create(user: TestUser | null, payload: unknown) {
    return app().inject({
      method: 'POST',
      url: '/api/fivetran/create-connector',
      headers: user?.headers ?? {},
      payload: payload as object,
    });
  }

  function list(user: TestUser | null, projectId: number | string) {
    return app().inject({
      method: 'GET',
      url: `/api/fivetran/connectors?projectId=${projectId}`,
      headers: user?.headers ?? {},
    });
  }

  function pause(user: TestUser | null, connectorId: string) {
    return app().inject({
      method: 'POST',
      url: `/api/fivetran/pause-connector/${encodeURIComponent(connectorId)}`,
      headers: user?.headers ?? {},
    });
  }

  /** Opens a redirect URI (the connect card's return) as this user. */
  function callback(user: TestUser | null, redirectUri: string) {
    const url = new URL(redirectUri);
    return app().inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: user?.headers ?? {},
    });
  }

  /** The user passes the card's setup (or leaves it): where the card sends the browser. */
  function finishCard(card: CreateConnectorResponse, how: 'complete' | 'abandon' = 'complete') {
    const token = new URL(card.connectCardUrl).searchParams.get('auth')!;
    const redirectUri = how === 'complete' ? fake().completeCard(token) : fake().abandonCard(token);
    if (!redirectUri) throw new Error('No such connect card');
    return redirectUri;
  }

  async function connectorRows(projectId: number) {
    return app()
      .database.db.select()
      .from(dataConnectors)
      .where(eq(dataConnectors.projectId, projectId));
  }

  /** What Fivetran was asked since `from`, as "METHOD /path" lines. */
  function callsSince(from: number): string[] {
    return current()
      .fivetran.requests.slice(from)
      .map((request) => `${request.method} ${request.path}`);
  }

  async function projectWithMember(role: 'owner' | 'member' = 'member') {
    const project = await createProject(app());
    const user = await createMember(app(), project, role);
    return { project, user };
  }

  async function connect(user: TestUser, project: TestProject, platform = 'meta') {
    const response = await create(user, { platform, projectId: project.id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreateConnectorResponse>();
  }

  /** A connector set up through its card and resumed by the callback: connected. */
  async function connectFully(user: TestUser, project: TestProject, platform = 'meta') {
    const card = await connect(user, project, platform);
    const page = await callback(user, finishCard(card));
    expect(page.body).toContain('data-result="success"');
    return card;
  }

  return {
    create,
    list,
    pause,
    callback,
    finishCard,
    connectorRows,
    callsSince,
    projectWithMember,
    connect,
    connectFully,
  };
}
