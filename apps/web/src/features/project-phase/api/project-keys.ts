/** Query keys of the project phase, by organisation, learner and batch course. */
export const projectKeys = {
  all: ['project-phase'] as const,
  course: (oid: string, eid: string, bcid: string) => [...projectKeys.all, oid, eid, bcid] as const,
  phase: (oid: string, eid: string, bcid: string) =>
    [...projectKeys.course(oid, eid, bcid), 'phase'] as const,
  approved: (oid: string, eid: string, bcid: string) =>
    [...projectKeys.course(oid, eid, bcid), 'approved'] as const,
  thread: (oid: string, eid: string, bcid: string, objid: string) =>
    [...projectKeys.course(oid, eid, bcid), 'thread', objid] as const,
};
