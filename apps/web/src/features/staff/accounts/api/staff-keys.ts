export const staffKeys = {
  all: ['staff', 'accounts'] as const,
  list: (oid: string) => [...staffKeys.all, 'list', oid] as const,
};
