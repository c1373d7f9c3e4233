import type { QuizKind } from '@aula/contract/assessments';
import { callApi } from '../../../lib/api-client.ts';

export interface FileAnswerTarget {
  oid: string;
  eid: string;
  assessid: string;
  quiztype: QuizKind;
  iid: string;
}

/**
 * Sends a file answer: asks for a presigned address, PUTs the file to it, and answers the stored name
 * to save (the server checks the file from its bytes when the answer naming it is saved).
 */
export async function uploadAnswerFile(
  target: FileAnswerTarget,
  file: File,
): Promise<{ fname: string; orgname: string }> {
  const { url, fname } = await callApi('getAssessmentPresignedUrl', {
    ...target,
    filename: file.name,
    filetype: file.type,
    size: file.size,
  });
  const response = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
  if (!response.ok) throw new Error(`upload failed (${response.status})`);
  return { fname, orgname: file.name };
}
