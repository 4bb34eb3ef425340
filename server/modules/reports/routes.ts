/**
 * The initial report's routes (docs/product.md#initial-report; paths in common/reports/contract.ts).
 * The members read only what is published; the firm (administrators and the project's analysts)
 * reads every version and moves it along.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editReportSchema,
  firmReportSchema,
  memberReportSchema,
  publishedReportSchema,
  publishReportSchema,
  reportParamsSchema,
  reportSettingsSchema,
  reportVersionParamsSchema,
} from '../../../common/reports/contract.ts';
import { noBodySchema, noQuerySchema } from '../../../common/shared/request.ts';
import { auditActorOf } from '../audit/index.ts';
import { draftReport, type ReportModel } from './drafting.ts';
import {
  approveReport,
  editReport,
  firmReport,
  memberReport,
  memberReportVersion,
  publishReport,
  setModelUse,
} from './service.ts';

export const reportRoutes: FastifyPluginAsyncZod<{ model: ReportModel }> = async (
  app,
  { model },
) => {
  const { db } = app.database;
  /** Every write answers the firm's new view. */
  const view = (projectId: number) => firmReport(db, projectId, model);
  const member = {
    config: { access: 'project-reader' as const },
    preValidation: app.projectGuard(),
  };
  const staff = {
    config: { access: 'project-staff' as const },
    onRequest: app.staffProjectGuard(),
  };

  app.get(
    '/api/projects/:projectId/report',
    {
      ...member,
      schema: {
        params: reportParamsSchema,
        querystring: noQuerySchema,
        response: { 200: memberReportSchema },
      },
    },
    async (request) => memberReport(db, request.params.projectId, model),
  );

  app.get(
    '/api/projects/:projectId/report/versions/:versionId',
    {
      ...member,
      schema: {
        params: reportVersionParamsSchema,
        querystring: noQuerySchema,
        response: { 200: publishedReportSchema },
      },
    },
    async (request) => memberReportVersion(db, request.params.projectId, request.params.versionId),
  );

  app.get(
    '/api/admin/projects/:projectId/report',
    {
      ...staff,
      schema: {
        params: reportParamsSchema,
        querystring: noQuerySchema,
        response: { 200: firmReportSchema },
      },
    },
    async (request) => view(request.params.projectId),
  );

  app.post(
    '/api/admin/projects/:projectId/report/draft',
    {
      ...staff,
      schema: {
        params: reportParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 200: firmReportSchema },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      await draftReport(db, projectId, { force: true, actor: auditActorOf(request), model });
      return view(projectId);
    },
  );

  app.put(
    '/api/admin/projects/:projectId/report',
    {
      ...staff,
      schema: {
        params: reportParamsSchema,
        querystring: noQuerySchema,
        body: editReportSchema,
        response: { 200: firmReportSchema },
      },
    },
    async (request) => {
      await editReport(db, request.params.projectId, request.body, auditActorOf(request));
      return view(request.params.projectId);
    },
  );

  app.post(
    '/api/admin/projects/:projectId/report/versions/:versionId/approve',
    {
      ...staff,
      schema: {
        params: reportVersionParamsSchema,
        querystring: noQuerySchema,
        body: noBodySchema,
        response: { 200: firmReportSchema },
      },
    },
    async (request) => {
      const { projectId, versionId } = request.params;
      await approveReport(db, projectId, versionId, auditActorOf(request));
      return view(projectId);
    },
  );

  app.post(
    '/api/admin/projects/:projectId/report/versions/:versionId/publish',
    {
      ...staff,
      schema: {
        params: reportVersionParamsSchema,
        querystring: noQuerySchema,
        body: publishReportSchema,
        response: { 200: firmReportSchema },
      },
    },
    async (request) => {
      const { projectId, versionId } = request.params;
      await publishReport(db, projectId, versionId, request.body, auditActorOf(request), {
        siteUrl: app.config.publicSiteUrl,
        jobs: app.jobs,
      });
      return view(projectId);
    },
  );

  app.put(
    '/api/admin/projects/:projectId/report/settings',
    {
      ...staff,
      schema: {
        params: reportParamsSchema,
        querystring: noQuerySchema,
        body: reportSettingsSchema,
        response: { 200: firmReportSchema },
      },
    },
    async (request) => {
      await setModelUse(db, request.params.projectId, request.body, auditActorOf(request));
      return view(request.params.projectId);
    },
  );
};
