// The course module's entry, for the composition root: its routes and course-instructors.json (every
// tab of the course page checks the learner's course with the enrolment scope, enrolments/). It also
// owns the admin's switches per batch (ADR 0070): the import's defaults, the staff change, and the
// reads every screen and rule that honours a switch goes through; and who teaches which course
// (teaching-policy.ts, the `batchCourse` subject).
export {
  type CourseSwitches,
  courseSwitches,
  courseSwitchesFrom,
  courseSwitchesOfBatch,
  courseSwitchesSql,
  type FeedbackSwitch,
  isFeedbackOn,
  isNuggetOn,
  isObjectOn,
  isObjectOnInEveryBatch,
  nothingOff,
  switchStatesOfCourse,
} from './batch-switches.ts';
export { courseInstructorSection } from './course-instructor-section.ts';
export { instructorOf } from './get-course-instructor.ts';
export { courseRoutes } from './routes.ts';
export { type BatchSwitch, type BatchSwitchChange, setBatchSwitch } from './set-batch-switch.ts';
export {
  courseSwitchSection,
  importProgramFeedbackSwitch,
  writeCourseSwitchDefaults,
} from './switch-defaults.ts';
export {
  mayTeachBatchCourse,
  registerTeachingPolicies,
  teachingScope,
  teachingScopeCovers,
} from './teaching-policy.ts';
