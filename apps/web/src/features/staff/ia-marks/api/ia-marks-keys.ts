export const staffIaMarksKeys = {
  all: ['staff', 'iaMarks'] as const,
  grid: (oid: string, bcid: string) => [...staffIaMarksKeys.all, 'grid', oid, bcid] as const,
  concerns: (oid: string, bcid: string) => [...staffIaMarksKeys.all, 'concerns', oid, bcid] as const,
};
