import { uploadMessages } from '@aula/contract/application-form';
import {
  type PaperDocument,
  paperDocuments,
  paperFileBytes,
  paperWrongTypeMessage,
} from '@aula/contract/paper-form';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { acceptApplicationFile } from './application-files.ts';

/**
 * Accepts an upload of the paper form when its stored name is saved (see acceptApplicationFile): 50 KB
 * to 250 KB, png or jpeg for a document, any image for the profile photo; the 400 names the field and
 * says what the spec says, prefixed by the field's label.
 */
export function verifyPaperFile(
  services: Pick<AppServices, 'db' | 'files'>,
  user: SessionUser,
  bpid: string,
  document: PaperDocument,
  filename: string,
  now: Date,
): Promise<void> {
  const { label, kinds } = paperDocuments[document];
  return acceptApplicationFile(
    services,
    user,
    { purpose: 'paper', bpid, filename, field: `form.${document}`, now },
    { maxBytes: paperFileBytes.max, minBytes: paperFileBytes.min, kinds },
    { label, ...uploadMessages, wrongType: paperWrongTypeMessage(document) },
  );
}
