import { limits } from '@aula/contract/common';
import { type AdmissionQueue, admissionForms, admissionQueues } from '@aula/contract/staff-admissions';
import type { AdmissionsQuery } from '../api/admission-keys.ts';

const sorts = ['submittedAt', 'name', 'program'] as const;
export type QueueSort = (typeof sorts)[number];

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** An ISO date (yyyy-mm-dd) as a date input gives it, or nothing. */
function isoDate(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The queue's body with the choices the server would default made explicit (the screen shows them). */
export type QueueQuery = AdmissionsQuery & {
  queue: AdmissionQueue;
  sort: QueueSort;
  direction: 'asc' | 'desc';
  page: number;
};

/**
 * The queue's filters as the address holds them, read into the body of `staff/listAdmissions`. An
 * address edited by hand cannot send the server a value it refuses: what it does not know is left out.
 */
export function queueQuery(oid: string, get: (key: string) => string | undefined, page: number): QueueQuery {
  const evbab = get('evbab');
  const q = get('q')?.trim();
  const query: QueueQuery = {
    oid,
    queue: oneOf<AdmissionQueue>(admissionQueues, get('queue')) ?? 'submitted',
    sort: oneOf(sorts, get('sort')) ?? 'submittedAt',
    direction: get('direction') === 'desc' ? 'desc' : 'asc',
    page,
  };
  if (q) query.q = q.slice(0, limits.email);
  const pid = get('pid');
  if (pid) query.pid = pid;
  const formVariant = oneOf(admissionForms, get('variant'));
  if (formVariant) query.formVariant = formVariant;
  if (evbab === 'yes' || evbab === 'no') query.evbab = evbab === 'yes';
  const from = isoDate(get('from'));
  if (from) query.submittedFrom = from;
  const to = isoDate(get('to'));
  if (to) query.submittedTo = to;
  return query;
}

/** The same filters without the page: what the CSV export is asked for. */
export function exportFilter(query: AdmissionsQuery): Omit<AdmissionsQuery, 'page'> {
  const { page: _page, ...filter } = query;
  return filter;
}

export { sorts as queueSorts };
