import type { DeviceDraft } from '../application-form/device-draft.ts';
import type { WizardValues } from './wizard-values.ts';

/**
 * The form to show: the saved sections, with the draft's unsaved changes over them (a field the
 * draft holds differently was typed on this device after the last save; the draft keeps only those).
 */
export function withDraft(
  saved: WizardValues,
  draft: DeviceDraft<unknown> | undefined,
): {
  values: WizardValues;
  restored: boolean;
} {
  if (!draft || typeof draft.values !== 'object' || draft.values === null) {
    return { values: saved, restored: false };
  }
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
