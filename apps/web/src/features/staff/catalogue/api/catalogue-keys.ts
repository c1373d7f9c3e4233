export const catalogueKeys = {
  all: ['staff', 'catalogue'] as const,
  list: (oid: string, status: string) => [...catalogueKeys.all, 'list', oid, status] as const,
  programme: (oid: string, pid: string) => [...catalogueKeys.all, 'programme', oid, pid] as const,
};
