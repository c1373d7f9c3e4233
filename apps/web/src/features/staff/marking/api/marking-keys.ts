import type { OperationInput } from '../../../../lib/api-client.ts';

export type MarkingQueueQuery = OperationInput<'staff/listMarking'>;

export const markingKeys = {
  all: ['staff', 'marking'] as const,
  taught: () => [...markingKeys.all, 'taught'] as const,
  queues: () => [...markingKeys.all, 'queue'] as const,
  queue: (query: MarkingQueueQuery) => [...markingKeys.queues(), query] as const,
  attempt: (assessid: string, eid: string) => [...markingKeys.all, 'attempt', assessid, eid] as const,
};
