import type { OperationName } from '@aula/contract/operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

/*
 * The quiz authoring screens' calls (ADR 0091). Every change reads the lists again afterwards, and a
 * question's form keeps what was typed when a save fails.
 */

export type AuthoringSummary = OperationOutput<'staff/listQuizAuthoring'>;
export type AuthoredQuestion = OperationOutput<'staff/getQuestionBank'>['questions'][number]['question'];
export type AuthoredQuiz = OperationOutput<'staff/getAuthoredQuiz'>;
export type AuthoredAssessment = OperationOutput<'staff/getAuthoredAssessment'>;
export type QuizPreview = OperationOutput<'staff/previewQuiz'>;
export type QuizPreviewReview = OperationOutput<'staff/checkQuizPreview'>['answers'][number];
export type AssessmentPreview = OperationOutput<'staff/previewAssessment'>;
export type PreviewAnswer = OperationInput<'staff/checkAssessmentPreview'>['response'][number];
export type PreviewMarking = OperationOutput<'staff/checkAssessmentPreview'>;

const keys = {
  all: ['staff', 'quizAuthoring'] as const,
  summary: (oid: string) => [...keys.all, 'summary', oid] as const,
  bank: (oid: string, bankid: string) => [...keys.all, 'bank', oid, bankid] as const,
  quiz: (oid: string, quizid: string) => [...keys.all, 'quiz', oid, quizid] as const,
  assessment: (oid: string, assessid: string) => [...keys.all, 'assessment', oid, assessid] as const,
  preview: (oid: string, quizid: string) => [...keys.all, 'preview', oid, quizid] as const,
  assessmentPreview: (oid: string, assessid: string) =>
    [...keys.all, 'assessmentPreview', oid, assessid] as const,
};

export function useAuthoringSummary(oid: string) {
  return useQuery({
    queryKey: keys.summary(oid),
    queryFn: ({ signal }) => callApi('staff/listQuizAuthoring', { oid }, { signal }),
  });
}

export function useQuestionBank(oid: string, bankid: string) {
  return useQuery({
    queryKey: keys.bank(oid, bankid),
    queryFn: ({ signal }) => callApi('staff/getQuestionBank', { oid, bankid }, { signal }),
  });
}

export function useAuthoredQuiz(oid: string, quizid: string | null) {
  return useQuery({
    queryKey: keys.quiz(oid, quizid ?? ''),
    queryFn: ({ signal }) => callApi('staff/getAuthoredQuiz', { oid, quizid: quizid ?? '' }, { signal }),
    enabled: quizid !== null,
    staleTime: 0,
  });
}

export function useAuthoredAssessment(oid: string, assessid: string | null) {
  return useQuery({
    queryKey: keys.assessment(oid, assessid ?? ''),
    queryFn: ({ signal }) =>
      callApi('staff/getAuthoredAssessment', { oid, assessid: assessid ?? '' }, { signal }),
    enabled: assessid !== null,
    staleTime: 0,
  });
}

export function useQuizPreview(oid: string, quizid: string) {
  return useQuery({
    queryKey: keys.preview(oid, quizid),
    queryFn: ({ signal }) => callApi('staff/previewQuiz', { oid, quizid }, { signal }),
    staleTime: 0,
  });
}

export function useAssessmentPreview(oid: string, assessid: string) {
  return useQuery({
    queryKey: keys.assessmentPreview(oid, assessid),
    queryFn: ({ signal }) => callApi('staff/previewAssessment', { oid, assessid }, { signal }),
    staleTime: 0,
  });
}

/** A change that makes the lists (and everything else authored) read again once it settles. */
function useAuthoringChange<N extends OperationName>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OperationInput<N>) => callApi(name, input),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateBank = () => useAuthoringChange('staff/createQuestionBank');
export const useSaveBankQuestion = () => useAuthoringChange('staff/saveBankQuestion');
export const useDeleteBankQuestion = () => useAuthoringChange('staff/deleteBankQuestion');
export const useImportQuestions = () => useAuthoringChange('staff/importBankQuestions');
export const useImportQti = () => useAuthoringChange('staff/importQtiQuestions');
export const useSaveQuiz = () => useAuthoringChange('staff/saveQuiz');
export const useSaveAssessment = () => useAuthoringChange('staff/saveAssessment');

export function useCheckPreview() {
  return useMutation({
    mutationFn: (input: OperationInput<'staff/checkQuizPreview'>) => callApi('staff/checkQuizPreview', input),
  });
}

export function useCheckAssessmentPreview() {
  return useMutation({
    mutationFn: (input: OperationInput<'staff/checkAssessmentPreview'>) =>
      callApi('staff/checkAssessmentPreview', input),
  });
}
