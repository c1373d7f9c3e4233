import { sessionFileAddresses } from '../../platform/session-file-address.ts';

/** An application's documents, to their owner and to staff in scope: `/files/application/<applicationid>/<field>`. */
export const documentAddresses = sessionFileAddresses<readonly [applicationid: string, field: string]>({
  scheme: 'aula-application-document-v1',
  prefix: '/files/application/',
  what: 'document',
  reopen: 'open the application again',
});
