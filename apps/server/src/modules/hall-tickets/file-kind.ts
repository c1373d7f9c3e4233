import { type HallTicketExtension, hallTicketFileTypes } from '@aula/contract/hall-tickets';

/** What a file's first bytes say it is, among the kinds a hall ticket may be. */
export type SniffedKind = 'pdf' | 'png' | 'jpeg';

const signatures: ReadonlyArray<{ kind: SniffedKind; bytes: readonly number[] }> = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The kind the bytes are, judged by their signature (never by a name), or undefined. */
export function sniffKind(bytes: Uint8Array): SniffedKind | undefined {
  return signatures.find(({ bytes: signature }) => signature.every((byte, i) => bytes[i] === byte))?.kind;
}

/** True when a file named with `extension` really holds bytes of that kind. */
export function extensionMatches(extension: HallTicketExtension, kind: SniffedKind): boolean {
  return hallTicketFileTypes[extension] === contentTypeOf(kind);
}

export function contentTypeOf(kind: SniffedKind): string {
  return kind === 'pdf' ? 'application/pdf' : kind === 'png' ? 'image/png' : 'image/jpeg';
}
