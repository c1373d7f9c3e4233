import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessmentsApp, fixtureOid } from '../../../test/assessments-fixture.ts';
import { createOrganisation } from '../../../test/factories.ts';
import { folderFiles, packageFolders, zipOf } from '../../../test/scorm-packages.ts';
import { type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';

// ADR 0099: a hand-written IMS QTI 2.1 package (test/qti-package) into a question bank: each item that
// maps to an answer type imported, each other one reported with its reason; hostile packages refused or
// neutralised.

let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
let admin: StaffWithSession;
let stranger: StaffWithSession;

beforeAll(async () => {
  t = await createAssessmentsApp();
  const { db } = t.database;
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
  await createOrganisation(db, { oid: 'OTHER' });
  stranger = await staffSession(db, [{ role: 'admin', scope: null }], { oid: 'OTHER' });
});
afterAll(() => t.app.close());

const as = (who: StaffWithSession, name: string, body: Record<string, unknown>) =>
  t.call(name, { oid: who.oid, ...body }, who.cookie);
const ok = async (response: Awaited<ReturnType<typeof as>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const qtiPackage = () => folderFiles('../qti-package');
const newBank = async () => (await ok(await as(admin, 'staff/createQuestionBank', { name: 'QTI' }))).bankid;
const importing = (bankid: string, filename: string, bytes: Buffer | string) =>
  as(admin, 'staff/importQtiQuestions', { bankid, filename, data: Buffer.from(bytes).toString('base64') });

describe('a QTI 2.1 package', () => {
  it('imports each item that maps to an answer type and says why each other one was not', async () => {
    const bankid = await newBank();
    const result = await ok(await importing(bankid, 'pv-check.zip', await zipOf(await qtiPackage())));
    expect(result.imported).toBe(7);
    const byFile = Object.fromEntries(
      result.items.map((item: { file: string; atype: number | null; notes: string[] }) => [
        item.file,
        [item.atype, item.notes],
      ]),
    );
    expect(byFile).toEqual({
      'items/choice.xml': [1, []],
      'items/true-false.xml': [2, ['Its choices keep their written order.']],
      'items/choice-multiple.xml': [
        3,
        [
          'Partial credit (its mapping) is left out: an answer is right or wrong.',
          'Left out: modalFeedback, rubricBlock, script.',
        ],
      ],
      'items/match.xml': [6, []],
      'items/text-entry.xml': [
        7,
        ['Imported as a descriptive answer that staff mark; the expected answer (CIOMS) is not kept.'],
      ],
      'items/extended-text.xml': [7, []],
      'items/upload.xml': [8, []],
      'items/order.xml': [
        null,
        ['Not imported. It uses orderInteraction, which matches none of the eight answer types.'],
      ],
      'items/picture.xml': [
        null,
        [
          'Not imported. It shows pictures or media (../images/sign.png), which the import does not bring into the media store.',
        ],
      ],
      'items/adaptive.xml': [
        null,
        ['Not imported. It is adaptive (answered in steps), which Aula does not run.'],
      ],
      'items/missing.xml': [null, ['Not imported. The package does not hold it.']],
      '../outside.xml': [null, ['Not imported. The manifest names it by a path outside the package.']],
    });
    expect(result.items[0]).toMatchObject({ identifier: 'choice', title: 'Naranjo score' });

    const bank = await ok(await as(admin, 'staff/getQuestionBank', { bankid }));
    const [choice, trueFalse, multiple, match, textEntry, extended, upload] = bank.questions.map(
      (entry: { question: unknown }) => entry.question,
    );
    expect(choice).toMatchObject({
      atype: 1,
      qscore: 2,
      iopts: [
        { content: 'definite', correct: true, feedback: 'Yes: 9 or more is definite.' },
        { content: 'probable', correct: false },
        { content: 'doubtful', correct: false },
      ],
    });
    expect(choice.istem).toContain(
      '<p>A Naranjo score of <strong>10</strong> indicates a reaction that is:</p>',
    );
    expect(choice.istem).toContain('<p>Choose one &amp; only one.</p>');
    expect(trueFalse.iopts.map((option: { correct: boolean }) => option.correct)).toEqual([false, true]);
    expect(multiple.iopts.map((option: { correct: boolean }) => option.correct)).toEqual([true, true, false]);
    expect(match.iopts).toEqual([
      { content: 'Dechallenge', match: 'Stopping the medicine' },
      { content: 'Rechallenge', match: 'Giving it again' },
    ]);
    expect(textEntry.istem).toContain('is the _____ form.');
    expect(extended.istem).toContain('<em>200-bed</em>');
    expect(upload).toMatchObject({ atype: 8, iopts: [] });
  });

  it('neutralises script in a prompt: no script, handler or javascript: address reaches the bank', async () => {
    const bankid = await newBank();
    const files = await qtiPackage();
    await ok(await importing(bankid, 'pv-check.zip', await zipOf(files)));
    const bank = await ok(await as(admin, 'staff/getQuestionBank', { bankid }));
    const stems = bank.questions
      .map((entry: { question: { istem: string } }) => entry.question.istem)
      .join('');
    expect(stems).toContain('Select all that apply.');
    expect(stems).not.toMatch(/script|onclick|javascript:|alert/i);
  });

  it('refuses a zip whose file leaves the package, and one without a manifest, importing nothing', async () => {
    const bankid = await newBank();
    const zip = await zipOf({ ...(await qtiPackage()), 'zz/evil.xml': 'x' });
    const from = Buffer.from('zz/evil.xml');
    for (let at = zip.indexOf(from); at !== -1; at = zip.indexOf(from, at + 1)) {
      Buffer.from('../evil.xml').copy(zip, at);
    }
    const escaping = await importing(bankid, 'evil.zip', zip);
    expect(escaping.statusCode).toBe(400);
    expect(escaping.json().error.fields.data).toMatch(
      /^This package is not a safe zip: invalid relative path/,
    );
    const { 'imsmanifest.xml': _manifest, ...items } = await qtiPackage();
    const bare = await importing(bankid, 'items.zip', await zipOf(items));
    expect(bare.json().error.fields.data).toBe('This package has no imsmanifest.xml at its root.');
    expect((await ok(await as(admin, 'staff/getQuestionBank', { bankid }))).questions).toEqual([]);
  });

  it('refuses entity declarations: an external entity (XXE) or an expanding one is never read', async () => {
    const bankid = await newBank();
    const item = (await readFile(`${packageFolders}../qti-package/items/choice.xml`, 'utf8')).replace(
      'Choose one &amp; only one.',
      '&xxe;',
    );
    const xxe = item.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE assessmentItem [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    );
    const laughs = item.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<?xml version="1.0"?><!DOCTYPE assessmentItem [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY xxe "&b;&b;&b;&b;&b;&b;&b;&b;">]>`,
    );
    for (const hostile of [xxe, laughs]) {
      const result = await ok(await importing(bankid, 'choice.xml', hostile));
      expect(result).toEqual({
        imported: 0,
        items: [
          {
            file: 'choice.xml',
            identifier: '',
            title: '',
            atype: null,
            notes: [
              'Not imported. It declares a DOCTYPE or entities, which are refused (they could expand without end or reach outside the file).',
            ],
          },
        ],
      });
    }
    const manifest = (await qtiPackage())['imsmanifest.xml']?.toString('utf8') ?? '';
    const refused = await importing(
      bankid,
      'pv.zip',
      await zipOf({
        ...(await qtiPackage()),
        'imsmanifest.xml': manifest.replace(
          '<manifest',
          '<!DOCTYPE manifest SYSTEM "http://example.test/x.dtd"><manifest',
        ),
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.data).toMatch(/^Its imsmanifest.xml declares a DOCTYPE/);
  });

  it('takes one assessmentItem file, and refuses what is neither a package nor an item', async () => {
    const bankid = await newBank();
    const item = await readFile(`${packageFolders}../qti-package/items/match.xml`);
    expect(await ok(await importing(bankid, 'match.xml', item))).toMatchObject({ imported: 1 });
    const text = await importing(bankid, 'notes.txt', 'hello');
    expect(text.json().error.fields.data).toBe('Please choose a QTI 2.1 package (.zip) or item (.xml).');
    const broken = await ok(await importing(bankid, 'broken.xml', '<assessmentItem><itemBody>'));
    expect(broken.items[0].notes[0]).toMatch(/^Not imported. It is not well-formed XML/);
  });

  it("reaches no other organisation's bank", async () => {
    const bankid = await newBank();
    const response = await as(stranger, 'staff/importQtiQuestions', {
      bankid,
      filename: 'match.xml',
      data: Buffer.from('<x/>').toString('base64'),
    });
    expect(response.statusCode).toBe(404);
  });
});
