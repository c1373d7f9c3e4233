import { useEffect, useRef, useState } from 'react';
import { useOpenObject } from '../api/open-object.ts';

/** Spec 2 §4 and §9: Mark Complete appears this long after an object opens. */
export const markCompleteDelayMs = 5000;

/**
 * One visit of an object: opens it on the server (or keeps the opening for later when offline) once
 * per visit, counts the seconds since, and reveals Mark Complete after five seconds. Nothing is opened
 * for an object the learner may not open yet.
 */
export function useObjectSession(courseId: string, objectId: string, openable: boolean) {
  const open = useOpenObject(courseId);
  const openedAt = useRef(Date.now());
  const [revealed, setRevealed] = useState(false);
  const { mutate } = open;
  useEffect(() => {
    if (!openable) return;
    openedAt.current = Date.now();
    setRevealed(false);
    mutate(objectId);
    const timer = window.setTimeout(() => setRevealed(true), markCompleteDelayMs);
    return () => window.clearTimeout(timer);
  }, [objectId, openable, mutate]);
  return {
    open,
    revealed,
    /** Whole seconds since the object was opened. */
    secondsSpent: () => Math.floor((Date.now() - openedAt.current) / 1000),
    retryOpen: () => mutate(objectId),
  };
}
