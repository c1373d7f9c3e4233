import { limits } from '@aula/contract/common';
import { rosterSorts } from '@aula/contract/staff-courses';
import type { RosterQuery } from '../api/course-keys.ts';

export type RosterSort = (typeof rosterSorts)[number];

/** The roster's body with the choices the server would default made explicit (the grid shows them). */
export type RosterView = RosterQuery & { sort: RosterSort; direction: 'asc' | 'desc'; page: number };

/**
 * The roster's search, sort and page as the address holds them, read into the body of
 * `staff/getCourseRoster`; what the server would refuse is left out.
 */
export function rosterQuery(
  oid: string,
  bcid: string,
  get: (key: string) => string | undefined,
  page: number,
): RosterView {
  const query: RosterView = {
    oid,
    bcid,
    sort: rosterSorts.find((sort) => sort === get('sort')) ?? 'name',
    direction: get('direction') === 'desc' ? 'desc' : 'asc',
    page,
  };
  const search = get('q')?.trim();
  if (search) query.search = search.slice(0, limits.email);
  return query;
}

/** The same without the page: what the CSV export is asked for. */
export function rosterExportFilter(query: RosterQuery): Omit<RosterQuery, 'page'> {
  const { page: _page, ...filter } = query;
  return filter;
}
