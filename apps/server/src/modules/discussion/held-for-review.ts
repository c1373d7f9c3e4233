import { floodMinutes, floodPosts } from '@aula/contract/staff-discussion';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { LinkifyIt } from 'linkify-it';
import {
  discussionAnswers,
  discussionQuestions,
  discussionReviews,
  type HeldFor,
} from '../../db/schema/discussion.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/*
 * Posts held for review (ADR 0074): in a batch course whose staff chose it, a learner's post that holds
 * a link (with or without its scheme: "example.com" too, as spam writes them) or that comes after
 * `floodPosts` of theirs within `floodMinutes` waits, read by its author and staff only, until staff
 * approve or hide it. The account's posting limit (posting-limit.ts) still refuses a script outright.
 */

const links = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true });

/** The columns a new post is written with: held since `now` and why, or not held. */
export type Hold = { heldAt: Date; heldFor: HeldFor } | { heldAt: null; heldFor: null };

const notHeld: Hold = { heldAt: null, heldFor: null };

/** Whether batch course `bcid` holds learners' posts for review. */
export async function holdsPosts(db: Db, oid: string, bcid: string): Promise<boolean> {
  const [row] = await db
    .select({ bcid: discussionReviews.bcid })
    .from(discussionReviews)
    .where(and(eq(discussionReviews.oid, oid), eq(discussionReviews.bcid, bcid)));
  return row !== undefined;
}

/** The learner's questions and answers in the course's discussion since `since`. */
async function postsSince(db: Db, user: SessionUser, bcid: string, since: Date): Promise<number> {
  const mine = (table: typeof discussionQuestions | typeof discussionAnswers) =>
    and(
      eq(table.oid, user.oid),
      eq(table.eid, user.eid),
      eq(table.authorKind, 'learner'),
      gte(table.postedAt, since),
    );
  const [[questions], [answers]] = await Promise.all([
    db
      .select({ n: count() })
      .from(discussionQuestions)
      .where(and(mine(discussionQuestions), eq(discussionQuestions.bcid, bcid))),
    db
      .select({ n: count() })
      .from(discussionAnswers)
      .innerJoin(
        discussionQuestions,
        and(
          eq(discussionQuestions.oid, discussionAnswers.oid),
          eq(discussionQuestions.qid, discussionAnswers.qid),
        ),
      )
      .where(and(mine(discussionAnswers), eq(discussionQuestions.bcid, bcid))),
  ]);
  return (questions?.n ?? 0) + (answers?.n ?? 0);
}

/**
 * Writes the learner's new post with `write`, held for review when the course holds posts and the text
 * has a link or the post comes in a flood. The count and the write share a transaction that holds the
 * learner's lock on the course's discussion, so posts sent at once are counted one after another.
 */
export async function withHold(
  db: Db,
  user: SessionUser,
  bcid: string,
  text: string,
  now: Date,
  write: (db: Db, hold: Hold) => Promise<void>,
): Promise<void> {
  if (!(await holdsPosts(db, user.oid, bcid))) return write(db, notHeld);
  if (links.test(text)) return write(db, { heldAt: now, heldFor: 'link' });
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`discussion:${user.oid}:${bcid}:${user.eid}`}))`,
    );
    const since = new Date(now.getTime() - floodMinutes * 60_000);
    const flood = (await postsSince(tx, user, bcid, since)) >= floodPosts;
    await write(tx, flood ? { heldAt: now, heldFor: 'flood' } : notHeld);
  });
}
