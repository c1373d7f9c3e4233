import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BundleHallTickets } from '@aula/contract/content-bundle-records';
import { hallTicketExtension, hallTicketMaxBytes } from '@aula/contract/hall-tickets';
import { hallTickets } from '../../db/schema/records.ts';
import type { FieldPath } from '../content/index.ts';
import { defineSection, type SectionContext } from '../content/index.ts';
import { requireEnrolledAccount } from '../enrolments/index.ts';
import { contentTypeOf, extensionMatches, sniffKind } from './file-kind.ts';
import { hallTicketKey } from './hall-ticket-key.ts';

/** The bytes of `private/<path>`, checked for size; fails at `field` when the file is missing or too big. */
async function readPrivateFile(context: SectionContext, path: string, field: FieldPath): Promise<Uint8Array> {
  const full = join(context.folder, 'private', path);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return context.fail(field, `private/${path} is not in the bundle`);
  if (info.size > hallTicketMaxBytes) {
    return context.fail(field, `private/${path} is larger than ${hallTicketMaxBytes / 1024 / 1024} MB`);
  }
  return readFile(full);
}

/**
 * halltickets.json: learners' hall tickets. Each file comes from the bundle's `private/` folder (never
 * published with the media), must be a PDF, PNG or JPEG by its bytes, as its name says, and goes to
 * the file store under a private key.
 */
export const hallTicketSection = defineSection({
  file: 'halltickets.json',
  schema: BundleHallTickets,
  async load(context, list) {
    const { db, oid, files, fail } = context;
    for (const [index, ticket] of list.entries()) {
      const eid = ticket.eid.toLowerCase();
      const user = await requireEnrolledAccount(context, eid, ticket.bpid, [index]);
      const bytes = await readPrivateFile(context, ticket.file, [index, 'file']);
      const kind = sniffKind(bytes);
      if (!kind) fail([index, 'file'], `private/${ticket.file} is not a PDF, PNG or JPEG file`);
      const extension = hallTicketExtension(ticket.hallticketName);
      if (!kind || !extension || !extensionMatches(extension, kind)) {
        return fail(
          [index, 'hallticketName'],
          `names a .${extension} file but private/${ticket.file} is ${kind}`,
        );
      }
      const fileKey = hallTicketKey(oid, ticket.bpid, user.id, ticket.hallticketName);
      const contentType = contentTypeOf(kind);
      await files.put(fileKey, bytes, contentType);
      await db
        .insert(hallTickets)
        .values({ oid, eid, bpid: ticket.bpid, hallticketName: ticket.hallticketName, fileKey, contentType })
        .onConflictDoUpdate({
          target: [hallTickets.oid, hallTickets.eid, hallTickets.bpid, hallTickets.hallticketName],
          set: { fileKey, contentType },
        });
    }
    return list.length;
  },
});
