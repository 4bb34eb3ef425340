/**
 * Self-reported vs platform (decision 105), routes in common/platform-check/contract.ts:
 * the members' check and choice behind the project guard (a viewer reads, cannot choose).
 * The firm reads the same check in its project page's workspace answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chooseAccountsSchema,
  platformCheckParamsSchema,
  platformCheckSchema,
} from '../../../common/platform-check/contract.ts';
import { noQuerySchema } from '../../../common/shared/request.ts';
import { auditActorOf } from '../audit/index.ts';
import { callerOf, projectAccessOf } from '../auth/index.ts';
import type { PlatformCheckService } from './platform-check.ts';
import { toAppError } from './service.ts';

export const platformCheckRoutes: FastifyPluginAsyncZod<{ service: PlatformCheckService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/projects/:projectId/platform-check',
    {
      config: { access: 'project-reader' },
      schema: {
        params: platformCheckParamsSchema,
        querystring: noQuerySchema,
        response: { 200: platformCheckSchema },
      },
      preValidation: app.projectGuard(),
    },
    async (request) => service.check(projectAccessOf(request).projectId),
  );

  app.put(
    '/api/projects/:projectId/google-ads-accounts',
    {
      schema: {
        params: platformCheckParamsSchema,
        querystring: noQuerySchema,
        body: chooseAccountsSchema,
        response: { 200: platformCheckSchema },
      },
      preValidation: app.projectGuard(),
      config: {
        access: 'project-writer',
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `google-ads:${request.caller?.userId ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const { projectId } = projectAccessOf(request);
      try {
        await service.choose(
          projectId,
          callerOf(request).userId,
          request.body.accountIds,
          auditActorOf(request),
          request.log,
        );
      } catch (error) {
        throw toAppError(error, request.log);
      }
      return service.check(projectId);
    },
  );
};
