import { z } from 'zod';

/** Limits that keep any single field from carrying a flood of data. */
export const limits = {
  id: 64,
  name: 200,
  email: 254,
  shortText: 500,
  longText: 20_000,
  html: 200_000,
  listItems: 500,
} as const;

/** An identifier as the spec uses them (`oid`, `pid`, `bpid`, `tid`, ...): short printable text. */
export const Id = z
  .string()
  .min(1)
  .max(limits.id)
  .regex(/^[A-Za-z0-9._:@-]+$/, 'may hold only letters, digits and . _ : @ -');

export const Oid = Id.describe('organisation id');

/** The learner's username: their lowercased e-mail. */
export const Eid = z.string().min(3).max(limits.email).describe('learner id (username)');

export const Email = z.string().trim().max(limits.email).email();

/** HTML authored by staff; the server stores it sanitised, the client sanitises again before display. */
export const Html = z.string().max(limits.html);
