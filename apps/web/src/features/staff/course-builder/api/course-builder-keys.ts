export const courseBuilderKeys = {
  all: ['staff', 'course-builder'] as const,
  courses: (pid: string) => [...courseBuilderKeys.all, 'courses', pid] as const,
  draft: (pid: string, tid: string) => [...courseBuilderKeys.all, 'draft', pid, tid] as const,
};
