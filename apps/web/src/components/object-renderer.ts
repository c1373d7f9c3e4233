import type { LearningObject } from '@aula/contract/content-bundle-courses';

/** The kinds of learning object a course holds (spec 2 §1). */
export type ObjectType = LearningObject['otype'];

/**
 * What the course player gives the renderer of one learning object. Renderers are chosen by type from
 * a map the app layer passes to the player, so each feature (the player's own media, SCORM, quizzes)
 * brings its own without the features importing each other.
 */
export interface ObjectRendererProps {
  /** The batch course (bcid). */
  courseId: string;
  objectId: string;
  object: LearningObject;
  /** The object is complete by its own rule (a package reported completion, a quiz was passed): the player marks it complete. */
  onComplete(): void;
  /** The learner is making progress in the object (for renderers that report it). */
  onProgress?(): void;
}
