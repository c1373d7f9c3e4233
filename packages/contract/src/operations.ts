import { getOrganisation } from './organisation.ts';
import { getAllProgramList } from './programs.ts';

/** Every operation of the API, once. The server must register each; the suites iterate over all. */
export const operations = {
  getOrganisation,
  getAllProgramList,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
