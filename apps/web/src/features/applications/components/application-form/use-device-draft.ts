import { useEffect, useState } from 'react';
import { removeDraft, writeDraft } from './device-draft.ts';

/**
 * Keeps what is typed and not saved (`changes`, as JSON; null when nothing is) on the device a short
 * pause after each change, or forgets the draft once nothing is unsaved. Answers whether the device
 * holds exactly what is on screen now: the form then says so ("Saved on this device").
 */
export function useDeviceDraft(draftKey: string, changes: string | null): boolean {
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (changes === null) void removeDraft(draftKey);
      else void writeDraft(draftKey, JSON.parse(changes)).then((written) => written && setKept(changes));
    }, 400);
    return () => clearTimeout(timer);
  }, [changes, draftKey]);
  return changes !== null && kept === changes;
}
