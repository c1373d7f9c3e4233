import { callApi, type OperationInput, type OperationOutput } from '../../../../lib/api-client.ts';

/** One table of the assessment report (the score bands or the questions) as CSV, written by the server. */
export function exportAssessmentReport(
  body: OperationInput<'staff/exportAssessmentReport'>,
): Promise<OperationOutput<'staff/exportAssessmentReport'>> {
  return callApi('staff/exportAssessmentReport', body);
}
