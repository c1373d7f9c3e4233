/** Where the learner stopped in a video, kept on the device per course and object. */
const keyOf = (courseId: string, objectId: string) => `aula.player.position.${courseId}.${objectId}`;

export function storedPosition(courseId: string, objectId: string): number {
  const value = Number(localStorage.getItem(keyOf(courseId, objectId)));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function storePosition(courseId: string, objectId: string, seconds: number): void {
  try {
    localStorage.setItem(keyOf(courseId, objectId), String(Math.floor(seconds)));
  } catch {
    // A full or forbidden storage only costs the resume position.
  }
}
