// The enrolments module's entry: the enrolment policy every module that reads a batch goes through,
// the one enrolment scope of batch courses (ADR 0069), the enrolment check of bundle sections, and
// enrolments.json.
export { assertEnrolledInEach } from './assert-enrolled-in-each.ts';
export { requireEnrolledAccount } from './enrolled-account.ts';
export { enrolmentSection } from './enrolment-section.ts';
export {
  assertLearnerOfCourse,
  assertStudies,
  type LearnerCourse,
  notYourCourse,
  reachesSql,
  studiedCourseFrom,
  studiedCourseOf,
  studiedTidsOf,
} from './learner-courses.ts';
export { assertEnrolled, type Enrolment, enrolmentsOf, notEnrolled } from './policy.ts';
