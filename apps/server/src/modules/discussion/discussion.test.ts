import { type Discussion, discussionMessages, discussionPageSize } from '@aula/contract/discussion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bcid, bob, carol, createCourseCommunityApp } from '../../../test/course-community-fixture.ts';
import { discussionAnswers, discussionQuestions } from '../../db/schema/discussion.ts';
import { postingRule } from './posting-limit.ts';

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let aliceCookie: string;
let bobCookie: string;

beforeAll(async () => {
  t = await createCourseCommunityApp();
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
});
afterAll(() => t.app.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

async function discussionOf(cookie: string): Promise<Discussion> {
  const response = await t.call('getDiscussion', { bcid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function update(body: Record<string, unknown>, cookie: string) {
  return t.call('updateDiscussion', { bcid, ...body }, cookie);
}

describe('getDiscussion', () => {
  it('shows the questions of the batch course with authors and answers, marking the reader’s own', async () => {
    const bobs = await discussionOf(bobCookie);
    expect(bobs.bpid).toBe('pharmd-2026');
    expect(bobs.discussion).toEqual([
      expect.objectContaining({
        qid: 'q-bob',
        username: 'bob',
        mine: true,
        answers: [expect.objectContaining({ aid: 'a-alice', username: 'alice', mine: false })],
      }),
    ]);
    const alices = await discussionOf(aliceCookie);
    expect(alices.discussion[0]?.mine).toBe(false);
    expect(alices.discussion[0]?.answers[0]?.mine).toBe(true);
    // Nobody's e-mail address reaches another learner.
    expect(JSON.stringify(alices)).not.toContain('@example.test');
  });

  it('refuses a learner of no batch running the course, and an elective the learner did not choose', async () => {
    const carols = await t.call('getDiscussion', { bcid }, await t.cookieOf(carol));
    expect(carols.statusCode).toBe(403);
    const elective = await t.call('getDiscussion', { bcid: 'pharmd-2026-pd102' }, bobCookie);
    expect(elective.statusCode).toBe(403);
  });
});

describe('updateDiscussion', () => {
  it('posts a question and an answer as plain text, exactly as typed', async () => {
    const text = '<b>Is</b> <script>alert(1)</script> allowed?';
    const asked = await update({ qtype: 0, question: `  ${text}\n` }, aliceCookie);
    expect(asked.statusCode, asked.body).toBe(200);
    const question = asked.json<Discussion>().discussion[0];
    expect(question).toMatchObject({ question: text, username: 'alice', mine: true, answers: [] });

    const answered = await update({ qtype: 1, qid: question?.qid, answer: 'No & never.' }, bobCookie);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Discussion>().discussion[0]?.answers).toEqual([
      expect.objectContaining({ answer: 'No & never.', username: 'bob', mine: true }),
    ]);
  });

  it('posts once per id the device gave the post: a retry after a lost answer, or racing the first, posts none', async () => {
    const clientId = '0b9d8a4e-3f5e-4f43-8d2e-6a1f7c2b9e10';
    const ask = { qtype: 0, question: 'Posted on a train, sent twice?', clientId };
    const [first, racing] = await Promise.all([update(ask, aliceCookie), update(ask, aliceCookie)]);
    expect([first.statusCode, racing.statusCode], first.body).toEqual([200, 200]);
    const retried = await update(ask, aliceCookie);
    const asked = retried.json<Discussion>().discussion.filter((each) => each.question === ask.question);
    expect(asked).toHaveLength(1);

    const reply = { qtype: 1, qid: asked[0]?.qid, answer: 'Once only.', clientId };
    await update(reply, aliceCookie);
    const again = await update(reply, aliceCookie);
    expect(again.statusCode, again.body).toBe(200);
    const question = again.json<Discussion>().discussion.find((each) => each.qid === asked[0]?.qid);
    expect(question?.answers.map((answer) => answer.answer)).toEqual(['Once only.']);
    // The same id from another learner is another post.
    const bobs = await update(ask, bobCookie);
    expect(bobs.json<Discussion>().discussion.filter((each) => each.question === ask.question)).toHaveLength(
      2,
    );
  });

  it('refuses empty and 200-word posts with the spec’s words, and accepts 199 words', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ qtype: 0, question: '   ' }, 'question', discussionMessages.questionEmpty],
      [{ qtype: 0, question: words(200) }, 'question', discussionMessages.questionTooLong],
      [{ qtype: 1, qid: 'q-bob', answer: '' }, 'answer', discussionMessages.answerEmpty],
      [{ qtype: 1, qid: 'q-bob', answer: words(200) }, 'answer', discussionMessages.answerTooLong],
    ];
    for (const [body, field, message] of cases) {
      const response = await update(body, aliceCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect((await update({ qtype: 0, question: words(199) }, bobCookie)).statusCode).toBe(200);
  });

  it("refuses deleting another learner's question or answer, and deletes one's own", async () => {
    const bobDeletes = await update({ qtype: 3, qid: 'q-bob', aid: 'a-alice' }, bobCookie);
    expect(bobDeletes.statusCode).toBe(403);
    const aliceDeletes = await update({ qtype: 2, qid: 'q-bob' }, aliceCookie);
    expect(aliceDeletes.statusCode).toBe(403);
    const [kept] = await t.database.db
      .select()
      .from(discussionAnswers)
      .where(eq(discussionAnswers.aid, 'a-alice'));
    expect(kept?.answer).toBe('Tablets and capsules.');

    const own = await update({ qtype: 3, qid: 'q-bob', aid: 'a-alice' }, aliceCookie);
    expect(own.statusCode, own.body).toBe(200);
    const question = own.json<Discussion>().discussion.find((each) => each.qid === 'q-bob');
    expect(question?.answers).toEqual([]);

    const mine = await update({ qtype: 2, qid: 'q-bob' }, bobCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Discussion>().discussion.map((each) => each.qid)).not.toContain('q-bob');
  });

  it('answers 404 for a question of no discussion of this course, and 403 for a course not the learner’s', async () => {
    expect((await update({ qtype: 1, qid: 'nope', answer: 'Hi' }, aliceCookie)).statusCode).toBe(404);
    const carol403 = await update({ qtype: 0, question: 'Hello?' }, await t.cookieOf(carol));
    expect(carol403.statusCode).toBe(403);
  });

  it('refuses a flood of posts from one account, writing nothing past the limit', async () => {
    const flooder = await t.cookieOf(bob);
    const before = (await t.database.db.select().from(discussionQuestions)).length;
    const statuses: number[] = [];
    for (let i = 0; i < postingRule.limit + 2; i += 1) {
      statuses.push((await update({ qtype: 0, question: `Flood ${i}` }, flooder)).statusCode);
    }
    const accepted = statuses.filter((status) => status === 200).length;
    // Bob posted once before in this file; the rest of his allowance goes through, then 429.
    expect(accepted).toBeLessThanOrEqual(postingRule.limit);
    expect(statuses.at(-1)).toBe(429);
    const after = (await t.database.db.select().from(discussionQuestions)).length;
    expect(after - before).toBe(accepted);
    // Another learner may still post.
    expect((await update({ qtype: 0, question: 'Still here?' }, aliceCookie)).statusCode).toBe(200);
  });
});

describe('the size of the discussion', () => {
  it('is read a page at a time: ten questions with their answers, then the next page, each question once', async () => {
    const total = (await t.database.db.select().from(discussionQuestions)).length;
    expect(total).toBeGreaterThan(2 * discussionPageSize);
    const seen: string[] = [];
    let after: Discussion['next'] = null;
    let pages = 0;
    do {
      const response = await t.call('getDiscussion', after ? { bcid, after } : { bcid }, aliceCookie);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<Discussion>();
      expect(page.discussion.length).toBeLessThanOrEqual(discussionPageSize);
      seen.push(...page.discussion.map((question) => question.qid));
      after = page.next;
      pages += 1;
    } while (after !== null && pages <= total);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // A post answers the first page too.
    const posted = await update({ qtype: 0, question: 'One more?' }, aliceCookie);
    expect(posted.json<Discussion>().discussion).toHaveLength(discussionPageSize);
    expect(posted.json<Discussion>().discussion[0]?.question).toBe('One more?');
  });

  it('holds no word longer than 100 characters and no post longer than 4000', async () => {
    const long = (n: number) => Array.from({ length: n }, () => 'x'.repeat(30)).join(' ');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ qtype: 0, question: 'x'.repeat(20_000) }, 'question', discussionMessages.wordTooLong],
      [{ qtype: 0, question: `See ${'y'.repeat(101)}` }, 'question', discussionMessages.wordTooLong],
      [
        { qtype: 1, qid: 'q-none', answer: `a\u200b${'b'.repeat(150)}` },
        'answer',
        discussionMessages.wordTooLong,
      ],
      [{ qtype: 0, question: long(150) }, 'question', discussionMessages.postTooLong],
    ];
    for (const [body, field, message] of cases) {
      const response = await update(body, aliceCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect((await update({ qtype: 0, question: `See ${'y'.repeat(100)}` }, aliceCookie)).statusCode).toBe(
      200,
    );
  });

  it('refuses text made only of invisible characters as blank', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { qtype: 0, question: '\u200b\u200c\u200d\u2060\ufeff' },
        'question',
        discussionMessages.questionEmpty,
      ],
      [{ qtype: 0, question: '\u3164 \u2800\n\u00ad' }, 'question', discussionMessages.questionEmpty],
      [{ qtype: 1, qid: 'q-none', answer: '\u200b \u200b' }, 'answer', discussionMessages.answerEmpty],
    ];
    for (const [body, field, message] of cases) {
      const response = await update(body, aliceCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
  });
});
