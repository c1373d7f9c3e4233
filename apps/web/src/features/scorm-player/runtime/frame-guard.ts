function isScormRequest(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'messageId' in data && 'method' in data;
}

/**
 * This listener runs before scorm-again's CrossFrameLMS and stops every SCORM request that does not come
 * from the content origin (`origin`, ADR 0083) and from the launcher's own window (ADR 0086): the SCO,
 * a frame inside it, another tab of the content origin or another package's frame is not the launcher.
 * Other messages pass. Answers the function that removes it.
 */
export function guardScormMessages(frame: HTMLIFrameElement, origin: string): () => void {
  // Taken now: once the frame is removed its contentWindow is null, and what the launcher posted as the
  // SCO unloaded (its last calls) must still be told from another window's requests.
  const own = frame.contentWindow;
  const guard = (event: MessageEvent) => {
    if (isScormRequest(event.data) && (event.origin !== origin || own === null || event.source !== own)) {
      event.stopImmediatePropagation();
    }
  };
  window.addEventListener('message', guard, { capture: true });
  return () => window.removeEventListener('message', guard, { capture: true });
}
