import { matchPath } from 'react-router';
import { type DialogName, dialogNames, dialogParam, paths } from '../../../app/paths.ts';

/** The parameters of the mailed verification link, `/?verify=<token>&email=<username>` (server's format). */
export const verifyParams = { token: 'verify', email: 'email' } as const;

interface Place {
  pathname: string;
  search: string;
}

/** What a dialog shows on top of the address: the forms' own, plus the forced change and the link check. */
export type AuthView = DialogName | 'newPassword' | 'verify';

/** A notice a dialog opens with (after sign-up, a reset, or the verification link). */
export interface AuthNotice {
  severity: 'success' | 'error';
  /** The contract's English text or the server's message, shown through the catalogue; none: a failure to explain generically. */
  message?: string;
}

/** History state the dialogs hand each other. */
export interface AuthDialogState {
  notice?: AuthNotice;
  /** Where the reset code went: the username to reset, and the masked address to show. */
  reset?: { username: string; destination: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** History state is whatever was stored under this address: read only what has the right shape. */
export function readDialogState(state: unknown): AuthDialogState {
  if (!isRecord(state)) return {};
  const read: AuthDialogState = {};
  const { notice, reset } = state;
  if (isRecord(notice) && (notice.severity === 'success' || notice.severity === 'error')) {
    read.notice =
      typeof notice.message === 'string'
        ? { severity: notice.severity, message: notice.message }
        : { severity: notice.severity };
  }
  if (isRecord(reset) && typeof reset.username === 'string' && typeof reset.destination === 'string') {
    read.reset = { username: reset.username, destination: reset.destination };
  }
  return read;
}

/** The verification link's token and username, when the landing page was opened from it. */
export function verificationOf(place: Place): { token: string; email: string } | null {
  if (place.pathname !== paths.landing.path) return null;
  const params = new URLSearchParams(place.search);
  const token = params.get(verifyParams.token);
  const email = params.get(verifyParams.email);
  return token && email ? { token, email } : null;
}

/** The dialog the address asks for, if any. */
export function dialogOf(place: Place): DialogName | null {
  const asked = new URLSearchParams(place.search).get(dialogParam);
  return dialogNames.find((name) => name === asked) ?? null;
}

/** The same page with no dialog open and the verification link's parameters gone. */
export function withoutDialog(place: Place): Place {
  const params = new URLSearchParams(place.search);
  params.delete(dialogParam);
  params.delete(verifyParams.token);
  params.delete(verifyParams.email);
  const search = params.toString();
  return { pathname: place.pathname, search: search ? `?${search}` : '' };
}

/** The partner variant (spec 1 §1): the route parameter il equals 1. */
export function isPartnerPlace(place: Place): boolean {
  return matchPath(paths.programDetail.path, place.pathname)?.params.il === '1';
}
