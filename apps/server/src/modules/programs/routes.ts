import { getAllProgramList } from '@aula/contract/programs';
import type { Api } from '../../platform/api.ts';
import { listPrograms } from './list-programs.ts';

export function programRoutes(api: Api): void {
  api.register(getAllProgramList, ({ db, body }) => listPrograms(db, body.oid));
}
