import type { OperationInput } from '../../../../lib/api-client.ts';

export type RosterQuery = OperationInput<'staff/getCourseRoster'>;

export const courseKeys = {
  all: ['staff', 'courses'] as const,
  taught: (oid: string) => [...courseKeys.all, 'taught', oid] as const,
  rosters: (bcid: string) => [...courseKeys.all, 'roster', bcid] as const,
  roster: (query: RosterQuery) => [...courseKeys.rosters(query.bcid), query] as const,
  switches: (oid: string, bcid: string) => [...courseKeys.all, 'switches', oid, bcid] as const,
};
