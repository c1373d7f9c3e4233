/** True when `source` is the package's frame window or a frame inside it (a package's own frameset). */
export function isFromFrame(source: MessageEventSource | null, own: Window | null): boolean {
  let current = source as Window | null;
  for (let depth = 0; own && current && depth < 10; depth += 1) {
    if (current === own) return true;
    // A cross-origin window still tells its parent, which is all that is read here.
    if (current === window || current.parent === current) return false;
    current = current.parent;
  }
  return false;
}

function isScormRequest(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'messageId' in data && 'method' in data;
}

/**
 * This listener runs before scorm-again's CrossFrameLMS and stops every SCORM request that does not come
 * from the content origin (`origin`, ADR 0083) and from the package's frame or a frame inside it: another
 * tab of the content origin, or another package's frame, is not this package. Other messages pass.
 * Answers the function that removes it.
 */
export function guardScormMessages(frame: HTMLIFrameElement, origin: string): () => void {
  // Taken now: once the frame is removed its contentWindow is null, and what its page posted as it
  // unloaded (the SCO's last calls) must still be told from another window's requests.
  const own = frame.contentWindow;
  const guard = (event: MessageEvent) => {
    if (isScormRequest(event.data) && (event.origin !== origin || !isFromFrame(event.source, own))) {
      event.stopImmediatePropagation();
    }
  };
  window.addEventListener('message', guard, { capture: true });
  return () => window.removeEventListener('message', guard, { capture: true });
}
