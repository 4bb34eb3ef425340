import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { errorsPlugin } from './errors.ts';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
/** The error handler pings the database after an unexpected error; tests say how that goes. */
let databaseAnswers = true;
const database: Pick<DatabaseHandle, 'ping'> = {
  ping: async () => {
    if (!databaseAnswers) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  },
};

/** What node-postgres throws when the server refuses the connection, as Drizzle wraps it. */
function refusedQueryError(): Error {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  return new Error('Failed query: select 1', { cause: refused });
}

beforeAll(async () => {
  app.decorate('database', database as DatabaseHandle);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/echo',
    {
      schema: { body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number() }) },
    },
    async (request) => request.body,
  );
  app.get('/forbidden', async () => {
    throw new AppError('forbidden', 'Viewers cannot change this project.');
  });
  app.get('/crash', async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  app.get('/database-refused', async () => {
    throw refusedQueryError();
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('turns a validation failure into 400 with a readable message and issues', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toContain('name: Name is required');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        expect.objectContaining({ path: 'age' }),
      ]),
    );
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('maps an AppError to its status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Viewers cannot change this project.',
      code: 'forbidden',
    });
  });

  it('hides the internals of an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
    });
  });

  describe('when the database cannot be reached', () => {
    const unavailable = { error: API_MESSAGES.databaseUnavailable, code: 'service_unavailable' };

    it('answers 503 with a readable message for a connection error, whatever the ping says', async () => {
      const response = await app.inject({ method: 'GET', url: '/database-refused' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
      expect(response.body).not.toContain('ECONNREFUSED');
    });

    it('answers 503 for an unexpected error while the database does not answer a ping', async () => {
      databaseAnswers = false;
      try {
        const response = await app.inject({ method: 'GET', url: '/crash' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(unavailable);
      } finally {
        databaseAnswers = true;
      }
    });
  });
});
