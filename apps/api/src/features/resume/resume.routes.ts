import {
  resumeCreateSchema,
  resumePrefillSchema,
  resumeSchema,
  resumeSummarySchema,
  resumeTargetSuggestionsSchema,
  resumeUpdateSchema,
  safeLine,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import { createResumePrefillService } from './resume-prefill.service';
import { resumeDataRights } from './resume.data-rights';
import { resumePlanEvidence } from './resume.plan-evidence';
import { createResumeRepository } from './resume.repository';
import { createResumeService, type ResumeFileFormat } from './resume.service';
import { createResumeTargetService } from './resume-target.service';

const byId = z.object({ id: safeLine().describe('The resume id (a UUID)') });
const errors = errorResponses(400, 401, 404);
const tags = ['resumes'];

const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createResumeRepository(app.database.db);
  const service = createResumeService({ repository });
  const prefill = createResumePrefillService({
    // Looked up per call: the profiles and careers features decorate the app, in whatever order they load.
    profiles: { findForUser: (userId) => app.veteranRecords.findForUser(userId) },
    catalogue: { civilianWording: (code, branch) => app.occupationCatalogue.civilianWording(code, branch) },
  });
  const targetSuggestions = createResumeTargetService({
    targets: { forUser: (userId) => app.careerTargets.forUser(userId) },
    profiles: { findForUser: (userId) => app.veteranRecords.findForUser(userId) },
    catalogue: {
      civilianWording: (code, branch) => app.occupationCatalogue.civilianWording(code, branch),
      civilianOccupation: (soc) => app.occupationCatalogue.civilianOccupation(soc),
    },
  });
  app.dataRights.register(resumeDataRights);
  app.planEvidence.register(resumePlanEvidence(app.database.db));
  app.dashboardFigures.register({
    name: 'resume.count',
    personas: ['veteran'],
    compute: (actor) => repository.countByUserId(actor.id),
  });

  app.get(
    '/resumes',
    {
      schema: {
        tags,
        summary: "The signed-in user's resumes, most recently changed first",
        response: { 200: z.array(resumeSummarySchema), ...errorResponses(401) },
      },
    },
    async (request) => service.list(currentUser(request)),
  );

  app.get(
    '/resumes/prefill',
    {
      schema: {
        tags,
        summary: "A new resume's start: the veteran profile and the catalogue's civilian wording of its MOS",
        response: { 200: resumePrefillSchema, ...errorResponses(401) },
      },
    },
    async (request) => prefill.prefill(currentUser(request)),
  );

  app.get(
    '/resumes/target-suggestions',
    {
      schema: {
        tags,
        summary: 'For each of your target careers: a headline, skills and bullets in civilian words to add',
        description:
          'Built from the target occupation in the career catalogue and the civilian wording of your military ' +
          'occupation. Nothing is added to a resume: the builder offers each one. Empty until a target is chosen.',
        response: { 200: resumeTargetSuggestionsSchema, ...errorResponses(401) },
      },
    },
    async (request) => targetSuggestions.suggestions(currentUser(request)),
  );

  app.post(
    '/resumes',
    {
      schema: {
        tags,
        summary: 'Save a new resume',
        body: resumeCreateSchema,
        response: { 201: resumeSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  app.get(
    '/resumes/:id',
    {
      schema: {
        tags,
        summary: 'Read one of your resumes',
        params: byId,
        response: { 200: resumeSchema, ...errors },
      },
    },
    async (request) => service.get(currentUser(request), request.params.id),
  );

  app.put(
    '/resumes/:id',
    {
      schema: {
        tags,
        summary: 'Replace one of your resumes; 409 when it changed since the version the edit started from',
        params: byId,
        body: resumeUpdateSchema,
        response: { 200: resumeSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  for (const format of ['pdf', 'docx'] as const satisfies readonly ResumeFileFormat[]) {
    app.get(
      `/resumes/:id/export.${format}`,
      {
        schema: {
          tags,
          summary: `Download one of your saved resumes as a ${format.toUpperCase()} file in its template`,
          description:
            'Letter pages with 0.5 in margins and real text. 409 until the saved resume has a summary and one ' +
            'experience entry.',
          params: byId,
          response: {
            200: z.any().describe(`The ${format.toUpperCase()} file`),
            ...errorResponses(409),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const file = await service.exportFile(currentUser(request), request.params.id, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .send(file.body);
      },
    );
  }

  app.delete(
    '/resumes/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of your resumes',
        params: byId,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default resumeRoutes;
