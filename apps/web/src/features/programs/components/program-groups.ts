import type { ProgramCategory, ProgramList, ProgramListItem } from '@aula/contract/programs';
import { htmlToText } from '../../../lib/html-text.ts';

export type ProgramGroupId =
  | 'postGraduate'
  | 'underGraduate'
  | 'diploma'
  | 'certificate'
  | 'doctorOfPharmacy';

/**
 * How the header groups the catalogue (spec 1 §2): Post Graduate gathers degrees and PG diplomas.
 * Doctor Of Pharmacy has its own list from the server (the spec's original reused the certificate list).
 */
export const programGroups: ReadonlyArray<{ id: ProgramGroupId; categories: readonly ProgramCategory[] }> = [
  { id: 'postGraduate', categories: ['graduate', 'pgdiploma'] },
  { id: 'underGraduate', categories: ['undergraduate'] },
  { id: 'diploma', categories: ['diploma'] },
  { id: 'certificate', categories: ['certificate'] },
  { id: 'doctorOfPharmacy', categories: ['DoctorofPharmacy'] },
];

export interface ProgramEntry {
  pid: string;
  bpid: string;
  /** The program's name as plain text (names may carry HTML; none of it is kept). */
  name: string;
}

export interface ProgramGroup {
  id: ProgramGroupId;
  programs: ProgramEntry[];
}

function toEntry({ pid, bpid, pname }: ProgramListItem): ProgramEntry {
  return { pid, bpid, name: htmlToText(pname) };
}

/** The catalogue in menu order; a program listed under two categories of one group shows once. */
export function groupPrograms(list: ProgramList): ProgramGroup[] {
  return programGroups.map(({ id, categories }) => {
    const seen = new Set<string>();
    const programs: ProgramEntry[] = [];
    for (const category of categories) {
      for (const item of list[category] ?? []) {
        if (seen.has(item.pid)) continue;
        seen.add(item.pid);
        programs.push(toEntry(item));
      }
    }
    return { id, programs };
  });
}
