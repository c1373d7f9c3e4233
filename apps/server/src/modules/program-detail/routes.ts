import { getProgramDetail } from '@aula/contract/program-detail';
import type { FastifyInstance } from 'fastify';
import { findProgram } from './find-program.ts';

/** The program detail page's operation (public: the page shows signed in or not). */
export async function programDetailRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getProgramDetail, async ({ db, body, optionalUser }) =>
    findProgram(db, await optionalUser(), body),
  );
}
