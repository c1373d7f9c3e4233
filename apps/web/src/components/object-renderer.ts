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
  /** The object is complete by its own rule (a package reported completion, a quiz was submitted): the player marks it complete. */
  onComplete(): void;
  /** The object's rule is met and the learner completes it with Mark Complete (a cutoff quiz passed, spec 2 §4). */
  onCompletable?(): void;
  /**
   * The object shows navigation of its own (a quiz's questions, with their Prev and Next): meanwhile the
   * player's Prev, Mark Complete and Next give way, so one set of controls is on screen.
   */
  onOwnControls?(shown: boolean): void;
  /** The learner is making progress in the object (for renderers that report it). */
  onProgress?(): void;
}
