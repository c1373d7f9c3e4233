import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { staffIaMarksKeys } from './ia-marks-keys.ts';

export type IaGrid = OperationOutput<'staff/getIaGrid'>;
export type IaComponent = IaGrid['components'][number];
export type IaGridRow = IaGrid['rows'][number];
export type IaCellChange = OperationInput<'staff/saveIaMarks'>['cells'][number];
export type IaComponentInput = Omit<OperationInput<'staff/saveIaComponent'>, 'oid' | 'bcid'>;

/** A batch course's components and its learners' marks, as staff enter them. */
export function useIaGrid(bcid: string) {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffIaMarksKeys.grid(oid, bcid),
    queryFn: ({ signal }) => callApi('staff/getIaGrid', { oid, bcid }, { signal }),
  });
}

/** After any change of the course's marks, its grid and concerns are read again, done or not. */
function useSettled(bcid: string) {
  const client = useQueryClient();
  const { oid } = useOrganisation();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: staffIaMarksKeys.grid(oid, bcid) }),
      client.invalidateQueries({ queryKey: staffIaMarksKeys.concerns(oid, bcid) }),
    ]);
}

/** Saves a batch of changed cells (all or nothing: a refused cell is named in the error's fields). */
export function useSaveIaMarks(bcid: string) {
  const { oid } = useOrganisation();
  const onSettled = useSettled(bcid);
  return useMutation({
    mutationFn: (cells: IaCellChange[]) => callApi('staff/saveIaMarks', { oid, bcid, cells }),
    onSettled,
  });
}

/** Adds a draft component, or changes a draft's name, semester and maximum. */
export function useSaveIaComponent(bcid: string) {
  const { oid } = useOrganisation();
  const onSettled = useSettled(bcid);
  return useMutation({
    mutationFn: (input: IaComponentInput) => callApi('staff/saveIaComponent', { oid, bcid, ...input }),
    onSettled,
  });
}

/** Publishes a draft component: learners see its marks from now on. */
export function usePublishIaComponent(bcid: string) {
  const { oid } = useOrganisation();
  const onSettled = useSettled(bcid);
  return useMutation({
    mutationFn: (iaid: string) => callApi('staff/publishIaComponent', { oid, bcid, iaid }),
    onSettled,
  });
}

/** Reads a marks file on the server: every row with its problems; nothing is written. */
export function usePreviewIaImport(bcid: string) {
  const { oid } = useOrganisation();
  return useMutation({ mutationFn: (csv: string) => callApi('staff/previewIaImport', { oid, bcid, csv }) });
}

export type IaImportPreview = OperationOutput<'staff/previewIaImport'>;
export type IaImportRow = IaImportPreview['rows'][number];

/** Saves the valid rows of the same file in one go. */
export function useImportIaMarks(bcid: string) {
  const { oid } = useOrganisation();
  const onSettled = useSettled(bcid);
  return useMutation({
    mutationFn: (csv: string) => callApi('staff/importIaMarks', { oid, bcid, csv }),
    onSettled,
  });
}

export type IaConcernRow = OperationOutput<'staff/listIaConcerns'>['rows'][number];

/** The concerns the course's learners raised, open ones first. */
export function useIaConcerns(bcid: string) {
  const { oid } = useOrganisation();
  return useQuery({
    queryKey: staffIaMarksKeys.concerns(oid, bcid),
    queryFn: ({ signal }) => callApi('staff/listIaConcerns', { oid, bcid }, { signal }),
    // Learners raise concerns meanwhile: the list is read again whenever it is shown again.
    staleTime: 0,
  });
}

/** Answers a concern, which closes it. */
export function useAnswerIaConcern(bcid: string) {
  const { oid } = useOrganisation();
  const onSettled = useSettled(bcid);
  return useMutation({
    mutationFn: (input: { iaid: string; eid: string; answer: string }) =>
      callApi('staff/answerIaConcern', { oid, bcid, ...input }),
    onSettled,
  });
}
