/** How a ticket's file is shown: a PDF by its pages, anything else as a picture (spec 1 §4). */
export type TicketKind = 'pdf' | 'image';

/** The kind by extension: pdf is a PDF; png, jpeg and jpg are pictures, and so is anything else. */
export function ticketKind(hallticketName: string): TicketKind {
  return /\.pdf$/i.test(hallticketName) ? 'pdf' : 'image';
}

/** The file name a ticket is shown and saved under: the last segment of its stored name. */
export function ticketFileName(hallticketName: string): string {
  return hallticketName.split('/').filter(Boolean).at(-1) ?? '';
}

/** The download's name: the last segment, or 'hallticket' when the stored name has none (spec 1 §9). */
export function downloadFileName(hallticketName: string): string {
  return ticketFileName(hallticketName) || 'hallticket';
}
