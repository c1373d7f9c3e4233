import type { ScormControlMode } from '@aula/contract/scorm';

/** A move between the SCOs of a package: the LMS's own buttons, or a SCO's `adl.nav.request`. */
export type ScoNavigation =
  | { kind: 'continue' | 'previous' | 'exit' | 'exitAll' | 'suspendAll' }
  | { kind: 'choice'; target: string };

const plain = new Set(['continue', 'previous', 'exit', 'exitAll', 'suspendAll']);

/**
 * A SCO's `adl.nav.request` as SCORM 2004 spells it (`continue`, `{target=ID}choice`, ...), or null for
 * `_none_` and for the requests the player does not run (jump, abandon, abandonAll, start, resumeAll).
 */
export function parseNavigationRequest(request: string): ScoNavigation | null {
  if (plain.has(request)) return { kind: request as 'continue' };
  const choice = /^\{target=([^}]+)\}choice$/.exec(request);
  return choice?.[1] ? { kind: 'choice', target: choice[1] } : null;
}

/**
 * The SCO the move leads to from `current`, within the organisation's control mode: flow for Continue
 * and Previous, choice for any other SCO. Null when the move is not allowed or leads nowhere.
 */
export function targetOf(
  navigation: ScoNavigation,
  order: string[],
  current: string,
  controlMode: ScormControlMode,
): string | null {
  const at = order.indexOf(current);
  if (navigation.kind === 'continue' || navigation.kind === 'previous') {
    const next = order[at + (navigation.kind === 'continue' ? 1 : -1)];
    return controlMode.flow && at !== -1 && next !== undefined ? next : null;
  }
  if (navigation.kind === 'choice') {
    return controlMode.choice && order.includes(navigation.target) ? navigation.target : null;
  }
  return null;
}

/**
 * What a 2004 SCO reads from `adl.nav.request_valid.*` before it offers its own navigation: true only
 * where the player would carry the request out.
 */
export function validRequests(
  order: string[],
  current: string,
  controlMode: ScormControlMode,
): Record<string, string> {
  const valid = (navigation: ScoNavigation) =>
    String(targetOf(navigation, order, current, controlMode) !== null);
  return {
    'adl.nav.request_valid.continue': valid({ kind: 'continue' }),
    'adl.nav.request_valid.previous': valid({ kind: 'previous' }),
    ...Object.fromEntries(
      order.map((target) => [
        `adl.nav.request_valid.choice.{target=${target}}`,
        valid({ kind: 'choice', target }),
      ]),
    ),
  };
}
