/**
 * The program an application is for (the spec's applypid and applybpid), set before the
 * application screen opens. From the partner variant of the program page it also holds the e-mail
 * the applicant verified against the partner registrations (e-VBAB scholarship, spec 2 §4).
 * Kept in sessionStorage: it concerns this visit only, and the e-mail is personal.
 */
export interface ApplicationState {
  applypid: string;
  applybpid: string;
  /** The e-mail found in the partner registrations, when the applicant came through il = 1. */
  partnerEmail?: string;
  /** The e-VBAB / Non e-VBAB choice made before the university form opened, when one was made. */
  evbab?: boolean;
}

const storageKey = 'aula.application';

export function saveApplicationState(state: ApplicationState): void {
  const { applypid, applybpid, partnerEmail, evbab } = state;
  try {
    sessionStorage.setItem(
      storageKey,
      JSON.stringify({
        applypid,
        applybpid,
        ...(partnerEmail === undefined ? {} : { partnerEmail }),
        ...(evbab === undefined ? {} : { evbab }),
      }),
    );
  } catch {
    // Storage can be refused (private browsing); the application screen then asks for the program.
  }
}

export function readApplicationState(): ApplicationState | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { applypid, applybpid, partnerEmail, evbab } = value as Record<string, unknown>;
    if (typeof applypid !== 'string' || typeof applybpid !== 'string') return undefined;
    return {
      applypid,
      applybpid,
      ...(typeof partnerEmail === 'string' ? { partnerEmail } : {}),
      ...(typeof evbab === 'boolean' ? { evbab } : {}),
    };
  } catch {
    return undefined;
  }
}

export function clearApplicationState(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
