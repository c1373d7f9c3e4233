import { z } from 'zod';
import { Id, limits } from './common.ts';
import { Person } from './content-bundle.ts';

/* course-instructors.json: who teaches each batch course (the spec's course instructor), an array. */

/** The instructor of a batch course: a person as programs name them, with the batch course's bcid. */
export const BundleCourseInstructor = Person.extend({ bcid: Id }).strict();
export type BundleCourseInstructor = z.infer<typeof BundleCourseInstructor>;
export const BundleCourseInstructors = z.array(BundleCourseInstructor).max(limits.listItems);
