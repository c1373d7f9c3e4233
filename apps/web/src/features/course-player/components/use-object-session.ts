import { markCompleteDelaySeconds } from '@aula/contract/course-player';
import { useEffect, useRef, useState } from 'react';
import { useOpenObject } from '../api/open-object.ts';

/** Spec 2 §4 and §9: Mark Complete appears this long after an object opens. */
export const markCompleteDelayMs = markCompleteDelaySeconds * 1000;

/**
 * One visit of an object: opens it on the server (or keeps the opening for later when offline) once
 * per visit, counts the seconds since, and reveals Mark Complete five seconds after the opening was
 * answered (the server accepts Mark Complete no sooner after it received the opening, ADR 0063).
 * Nothing is opened for an object the learner may not open yet.
 */
export function useObjectSession(courseId: string, objectId: string, openable: boolean) {
  const open = useOpenObject(courseId);
  const openedAt = useRef(Date.now());
  const [revealed, setRevealed] = useState(false);
  /** Completions a renderer reported before Mark Complete was due, sent once it is. */
  const waiting = useRef<Array<() => void>>([]);
  const { mutate } = open;
  useEffect(() => {
    if (!openable) return;
    openedAt.current = Date.now();
    setRevealed(false);
    let timer: number | undefined;
    let left = false;
    const reveal = () => {
      setRevealed(true);
      const due = waiting.current;
      waiting.current = [];
      for (const complete of due) complete();
    };
    mutate(objectId, {
      onSettled: () => {
        if (!left) timer = window.setTimeout(reveal, markCompleteDelayMs);
      },
    });
    return () => {
      left = true;
      waiting.current = [];
      window.clearTimeout(timer);
    };
  }, [objectId, openable, mutate]);
  return {
    open,
    revealed,
    /** Whole seconds since the object was opened. */
    secondsSpent: () => Math.floor((Date.now() - openedAt.current) / 1000),
    retryOpen: () => mutate(objectId),
    /** Runs `complete` once Mark Complete is due (at once if it is): a package may finish sooner. */
    whenDue: (complete: () => void) => {
      if (revealed) complete();
      else waiting.current.push(complete);
    },
  };
}
