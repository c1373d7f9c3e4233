import type { PlayerObject } from '@aula/contract/course-player';

/**
 * What the course player gives the renderer of one learning object (chosen by the object's type from
 * a map the app layer passes in). A renderer calls `onComplete()` when its object is complete by its
 * own rule; the player then runs Mark Complete's server call.
 */
export interface ObjectRendererProps {
  courseId: string;
  objectId: string;
  object: PlayerObject;
  onComplete(): void;
  onProgress?(): void;
}
