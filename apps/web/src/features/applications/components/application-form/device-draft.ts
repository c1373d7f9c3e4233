import { del, get, set } from 'idb-keyval';

/**
 * What the applicant typed in an admission form and has not saved yet, kept on the device (IndexedDB)
 * so that a dropped connection, a closed tab or a failed save loses nothing. One draft per form,
 * learner and batch; a draft that could not be read or written (private browsing) simply is not there.
 */
export interface DeviceDraft<T> {
  values: T;
}

/** The wizard (and the university form) keep theirs apart from the paper form's of the same batch. */
export type DraftForm = 'application' | 'paper-application';

export const deviceDraftKey = (form: DraftForm, oid: string, eid: string, bpid: string) =>
  `aula.${form}-draft:${oid}:${eid}:${bpid}`;

/** The draft kept under `key`, as the device has it (the form checks its values before taking them). */
export async function readDraft(key: string): Promise<DeviceDraft<unknown> | undefined> {
  try {
    const draft: unknown = await get(key);
    if (typeof draft !== 'object' || draft === null || !('values' in draft)) return undefined;
    return draft as DeviceDraft<unknown>;
  } catch {
    return undefined;
  }
}

/** Answers whether the device kept it. */
export async function writeDraft(key: string, values: unknown): Promise<boolean> {
  try {
    await set(key, { values });
    return true;
  } catch {
    // The device keeps nothing; what the server has saved is still there.
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
