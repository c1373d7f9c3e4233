import { z } from 'zod';
import { Id, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Content bundles out of the portal (ADR 0084): an admin downloads the organisation's catalogue, or
 * one programme's, as the zip of a content bundle that `npm run content:import` reads back.
 */

export const exportBundle = defineOperation({
  name: 'staff/exportBundle',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary:
    'An address, for this session and 15 minutes, that downloads the catalogue (or programme `pid`) as a content bundle zip; the export is audited.',
  body: z.object({ oid: Oid, pid: Id.optional() }).strict(),
  response: z.object({ url: z.string(), filename: z.string() }),
});
