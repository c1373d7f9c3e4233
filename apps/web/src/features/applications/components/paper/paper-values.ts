import { blankPaperForm, type PaperForm, PaperFormShape } from '@aula/contract/paper-form';
import type { SavedPaperApplication } from '../../api/get-paper-application.ts';
import type { DeviceDraft } from '../application-form/device-draft.ts';

/**
 * The form as the server has it (or blank): the e-mail is the account's, the first programme is
 * the chosen one, and the date starts at the university's today.
 */
export function savedPaperValues(saved: SavedPaperApplication): PaperForm {
  const form = structuredClone(saved.form ?? blankPaperForm());
  const [first, ...others] = form.programmeTable;
  // Parsed again so that its fields are in the contract's order, whatever order the server kept them in.
  return PaperFormShape.parse({
    ...form,
    email: saved.email,
    programmeTable: [{ ftime: '', ptime: '', ...first, title: saved.ptitle }, ...others],
    todaydate: form.todaydate || saved.today,
  });
}

/** The form to show: the device's unsaved copy when it holds a well-formed form that differs. */
export function withPaperDraft(
  server: PaperForm,
  draft: DeviceDraft<unknown> | undefined,
): { values: PaperForm; restored: boolean } {
  const parsed = PaperFormShape.safeParse(draft?.values);
  if (!parsed.success) return { values: server, restored: false };
  const [first, ...others] = parsed.data.programmeTable;
  const values = PaperFormShape.parse({
    ...parsed.data,
    email: server.email,
    programmeTable: [{ ...first, title: server.programmeTable[0]?.title ?? '' }, ...others],
  });
  return { values, restored: JSON.stringify(values) !== JSON.stringify(server) };
}
