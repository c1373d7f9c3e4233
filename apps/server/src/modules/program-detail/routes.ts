import { getProgramDetail } from '@aula/contract/program-detail';
import type { Api } from '../../platform/api.ts';
import { findProgram } from './find-program.ts';

/** The program detail page's operation (public: the page shows signed in or not). */
export function programDetailRoutes(api: Api): void {
  api.register(getProgramDetail, ({ db, user, body }) => findProgram(db, user, body));
}
