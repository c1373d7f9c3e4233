export const courseFileKeys = {
  all: ['staff', 'course-files'] as const,
  list: (oid: string) => [...courseFileKeys.all, 'list', oid] as const,
  preview: (oid: string, ourl: string, sco: string | undefined) =>
    [...courseFileKeys.all, 'preview', oid, ourl, sco ?? ''] as const,
};
