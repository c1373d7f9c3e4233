/** The program a visitor last chose (spec: "stores bpid and pid locally"), read by the program pages. */
export interface ChosenProgram {
  pid: string;
  bpid: string;
}

const storageKey = 'aula.chosenProgram';

export function saveChosenProgram(program: ChosenProgram): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ pid: program.pid, bpid: program.bpid }));
  } catch {
    // Storage can be refused (private browsing); the program page still has pid from its address.
  }
}

export function readChosenProgram(): ChosenProgram | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, bpid } = value as Record<string, unknown>;
    return typeof pid === 'string' && typeof bpid === 'string' ? { pid, bpid } : undefined;
  } catch {
    return undefined;
  }
}
