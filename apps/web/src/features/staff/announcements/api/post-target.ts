import type { TaughtCourse } from '../../courses/api/list-taught-courses.ts';

/** Where staff post: a batch course they teach, or (an admin) a whole batch; kept in the address as `course:<bcid>` or `batch:<bpid>`. */
export type PostTarget = { bcid: string; bpid?: undefined } | { bpid: string; bcid?: undefined };

export interface TargetOption {
  value: string;
  target: PostTarget;
  /** The batch it belongs to. */
  bpid: string;
  /** The course and batch, or the batch alone. */
  course?: string;
  batch: string;
}

/** The targets a member may post to: each taught course; for an admin, each batch as a whole first. */
export function targetOptions(courses: readonly TaughtCourse[], wholeBatches: boolean): TargetOption[] {
  const options: TargetOption[] = [];
  if (wholeBatches) {
    const seen = new Set<string>();
    for (const course of courses) {
      if (seen.has(course.bpid)) continue;
      seen.add(course.bpid);
      options.push({
        value: `batch:${course.bpid}`,
        target: { bpid: course.bpid },
        bpid: course.bpid,
        batch: course.batchTitle,
      });
    }
  }
  for (const course of courses) {
    options.push({
      value: `course:${course.bcid}`,
      target: { bcid: course.bcid },
      bpid: course.bpid,
      course: course.ttitle,
      batch: course.batchTitle,
    });
  }
  return options;
}
