import { del, get, set } from 'idb-keyval';
import type { WizardValues } from './wizard-values.ts';

/**
 * What the applicant typed and has not saved yet, kept on the device (IndexedDB) so that a dropped
 * connection, a closed tab or a failed save loses nothing (the paper-style form keeps its own under its
 * own key). One draft per learner and batch; a draft
 * that could not be read or written (private browsing) simply is not there.
 */
export interface WizardDraft<T = Partial<WizardValues>> {
  values: T;
}

export const draftKey = (oid: string, eid: string, bpid: string) =>
  `aula.application-draft:${oid}:${eid}:${bpid}`;

export async function readDraft<T = Partial<WizardValues>>(key: string): Promise<WizardDraft<T> | undefined> {
  try {
    const draft: unknown = await get(key);
    if (typeof draft !== 'object' || draft === null || !('values' in draft)) return undefined;
    return draft as WizardDraft<T>;
  } catch {
    return undefined;
  }
}

/** Answers whether the device kept it. */
export async function writeDraft<T = Partial<WizardValues>>(key: string, values: T): Promise<boolean> {
  try {
    await set(key, { values });
    return true;
  } catch {
    // The device keeps nothing; the server's saved sections are still there.
    return false;
  }
}

export async function removeDraft(key: string): Promise<void> {
  try {
    await del(key);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The form to show: the saved sections, with the draft's unsaved changes over them (a field the
 * draft holds differently was typed on this device after the last save).
 */
export function withDraft(
  saved: WizardValues,
  draft: WizardDraft | undefined,
): {
  values: WizardValues;
  restored: boolean;
} {
  if (!draft) return { values: saved, restored: false };
  const values = { ...saved };
  let restored = false;
  for (const [field, value] of Object.entries(draft.values) as [keyof WizardValues, unknown][]) {
    if (field in saved && typeof value === typeof saved[field] && value !== saved[field]) {
      (values as Record<string, unknown>)[field] = value;
      restored = true;
    }
  }
  return { values, restored };
}
