import { CmiElement, type ScormStatus } from '@aula/contract/scorm';
import { callApi } from '../../../lib/api-client.ts';

export type { ScormStatus };

export interface ScormCommit {
  oid: string;
  eid: string;
  bcid: string;
  objid: string;
  scoid: string;
  /** The API's CMI data, flattened; elements the LMS sets are left out here. */
  cmi: Record<string, unknown>;
  terminate: boolean;
}

/** Only the elements a package may set travel: the rest (learner, total time, ...) are the server's. */
function ownElements(cmi: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cmi)
      .filter(
        ([element, value]) => value !== null && value !== undefined && CmiElement.safeParse(element).success,
      )
      .map(([element, value]) => [element, String(value)]),
  );
}

/**
 * Stores the package's CMI data (commitScormData) and answers where the learner stands. Called by the
 * SCORM runtime on each commit, not from a component, so it has no hook; the next launch reads afresh.
 */
export function commitScormData({ cmi, ...rest }: ScormCommit): Promise<ScormStatus> {
  return callApi('commitScormData', { ...rest, cmi: ownElements(cmi) });
}
