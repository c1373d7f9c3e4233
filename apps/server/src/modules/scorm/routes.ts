import { commitScormData as commitOperation, getScormData as getOperation } from '@aula/contract/scorm';
import type { FastifyInstance } from 'fastify';
import { commitScormData } from './commit-scorm-data.ts';
import { getScormData } from './get-scorm-data.ts';

/** SCORM objects: launch data and commits of CMI data. */
export async function scormRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getOperation, ({ db, user, body, clock, files, config }) =>
    getScormData(db, user, body, clock.now(), { files, config }),
  );
  app.operation(commitOperation, ({ db, user, body, clock }) => commitScormData(db, user, body, clock.now()));
}
