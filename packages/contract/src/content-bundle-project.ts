import { z } from 'zod';
import { Eid, Id, limits } from './common.ts';
import { IsoDateTime, MediaPath, Title } from './content-bundle.ts';
import { ObjectiveStatus, ProjectMessageText } from './project-phase.ts';

/*
 * project-threads.json: learners' project threads as they stand, one per learner and objective of a
 * batch course: the staff's status, and the messages (the learner's and staff replies), attachments
 * taken from the bundle's private/ folder.
 */

export const BundleProjectMessage = z
  .object({
    /** The message's name inside this thread, for `replyTo` and `approved`. */
    key: Id,
    from: z.enum(['learner', 'staff']),
    /** The staff member's name (a learner's message carries the learner's account name). */
    uname: Title.optional(),
    message: ProjectMessageText,
    postedAt: IsoDateTime,
    /** A staff reply to the learner's message of this key. */
    replyTo: Id.optional(),
    /** An attachment: its shown name and its path under `private/` (pdf, jpg, jpeg or png by its bytes). */
    file: z.object({ name: Title, path: MediaPath }).strict().optional(),
  })
  .strict()
  .refine((message) => message.from === 'staff' || message.uname === undefined, {
    path: ['uname'],
    message: "a learner's message carries the account's name",
  });

export const BundleProjectThread = z
  .object({
    eid: Eid,
    bcid: Id,
    objid: Id,
    objStatus: ObjectiveStatus,
    /** With status 2: the key of the approved learner message, and when it was approved. */
    approved: z.object({ key: Id, at: IsoDateTime }).strict().optional(),
    messages: z.array(BundleProjectMessage).max(limits.listItems).default([]),
  })
  .strict()
  .refine((thread) => (thread.objStatus === 2) === (thread.approved !== undefined), {
    path: ['approved'],
    message: 'give approved exactly when objStatus is 2',
  });
export type BundleProjectThread = z.infer<typeof BundleProjectThread>;

export const BundleProjectThreads = z.array(BundleProjectThread).max(limits.listItems);
