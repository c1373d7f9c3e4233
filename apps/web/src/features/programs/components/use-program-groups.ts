import { useMemo } from 'react';
import { saveChosenProgram } from '../../../lib/chosen-program.ts';
import { useAllProgramList } from '../api/get-all-program-list.ts';
import { groupPrograms, type ProgramEntry } from './program-groups.ts';

/** The catalogue grouped for menus, with the query for its loading and error states. */
export function useProgramGroups() {
  const query = useAllProgramList();
  const groups = useMemo(() => (query.data ? groupPrograms(query.data) : undefined), [query.data]);
  return { query, groups };
}

/**
 * What choosing a program does besides following its link (spec 1 §2): remember its pid and
 * current batch, which the program and application pages read.
 */
export function rememberProgram(program: ProgramEntry): void {
  saveChosenProgram({ pid: program.pid, bpid: program.bpid });
}
