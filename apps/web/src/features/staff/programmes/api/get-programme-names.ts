import type { ProgramList } from '@aula/contract/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { htmlToText } from '../../../../lib/html-text.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';

export interface ProgrammeName {
  pid: string;
  /** The programme's name as text (the catalogue's may hold markup, never shown as HTML here). */
  name: string;
}

export const programmeKeys = {
  all: ['staff', 'programmes'] as const,
  names: (oid: string) => [...programmeKeys.all, oid] as const,
};

/** Every programme of the catalogue once, by name: what a counsellor's scope is picked from. */
export function programmeNames(list: ProgramList): ProgrammeName[] {
  const byPid = new Map<string, string>();
  for (const items of Object.values(list)) {
    for (const item of items) if (!byPid.has(item.pid)) byPid.set(item.pid, htmlToText(item.pname));
  }
  return [...byPid].map(([pid, name]) => ({ pid, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const programmeNamesQuery = (oid: string) =>
  queryOptions({
    queryKey: programmeKeys.names(oid),
    queryFn: async ({ signal }) => programmeNames(await callApi('getAllProgramList', { oid }, { signal })),
    staleTime: 5 * 60_000,
  });

/** The organisation's programmes (the public catalogue), by name. */
export function useProgrammeNames() {
  const { oid } = useOrganisation();
  return useQuery(programmeNamesQuery(oid));
}
