import type { NameChangeRow } from '../api/list-name-changes.ts';

/** The name asked for, as the account takes it on approval: the given names, then the family name. */
export function requestedName(row: Pick<NameChangeRow, 'givenName' | 'familyName'>): string {
  return [row.givenName, row.familyName].filter(Boolean).join(' ');
}
