/** Query keys of announcements: every program of the learner at once, or one batch (a program's tab). */
export const announcementKeys = {
  all: ['announcements'] as const,
  programs: (oid: string, bpids: readonly string[]) =>
    [...announcementKeys.all, 'programs', oid, [...bpids].sort()] as const,
  batch: (oid: string, bpid: string) => [...announcementKeys.all, 'batch', oid, bpid] as const,
};
