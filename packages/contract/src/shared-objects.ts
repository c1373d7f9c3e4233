import { z } from 'zod';
import { Id, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

export const nothingToDisplay = 'There is nothing here to display';

/**
 * The shared-object link's values: val1 the program (pid), val2 its course (tid), val3 the unit's
 * nugget (nid), val4 the learning object's id, val5 its type (otype); val6 the organisation.
 */
export const SharedObjectQuery = z
  .object({ val1: Id, val2: Id, val3: Id, val4: Id, val5: Id, val6: Oid.optional() })
  .strict();
export type SharedObjectQuery = z.infer<typeof SharedObjectQuery>;

export const getSharedObject = defineOperation({
  name: 'getSharedObject',
  access: 'public',
  summary:
    "The address of a learning object of the portal's own organisation named by val1-val5, or null: never an address from the request.",
  body: SharedObjectQuery,
  response: z.object({ ourl: z.string().nullable() }),
});
