/** Query keys of the calendar: the events of a set of batches, and the learner's feed address. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: (oid: string, bpids: readonly string[]) =>
    [...calendarKeys.all, 'events', oid, [...bpids].sort()] as const,
  feed: (oid: string) => [...calendarKeys.all, 'feed', oid] as const,
};
