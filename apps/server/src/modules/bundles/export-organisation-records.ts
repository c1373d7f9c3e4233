import type {
  BundleBatchTest,
  BundleCertificateTemplate,
  BundleQuestionBank,
} from '@aula/contract/content-bundle-organisation-records';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { batchTests } from '../../db/schema/assigned-exams.ts';
import { bankQuestions, questionBanks } from '../../db/schema/question-banks.ts';
import { certificateTemplates } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';

/** The proctored tests assigned to batches `bpids` (batch-tests.json, ADR 0093). */
export async function exportBatchTests(
  db: Db,
  oid: string,
  bpids: readonly string[],
): Promise<BundleBatchTest[]> {
  if (bpids.length === 0) return [];
  const rows = await db
    .select()
    .from(batchTests)
    .where(and(eq(batchTests.oid, oid), inArray(batchTests.bpid, [...bpids])))
    .orderBy(asc(batchTests.startTime), asc(batchTests.testId));
  return rows.map((row) => ({
    test_id: row.testId,
    bpid: row.bpid,
    test_name: row.testName,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    testStatus: row.testStatus,
    testTotalTime: row.testTotalTime,
  }));
}

/** A template picture: its path in the bundle and its key in the store. */
export interface TemplatePictureFile {
  path: string;
  key: string;
}

const extensionOf: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The organisation's certificate template (certificate-template.json, ADR 0092) and its pictures, to be
 * written beside it in `certificate-template/`; null when the organisation has none.
 */
export async function exportCertificateTemplate(
  db: Db,
  files: FileStore,
  oid: string,
): Promise<{ json: BundleCertificateTemplate; pictures: TemplatePictureFile[] } | null> {
  const [row] = await db.select().from(certificateTemplates).where(eq(certificateTemplates.oid, oid));
  if (!row) return null;
  const json: BundleCertificateTemplate = {
    signatoryName: row.signatoryName,
    signatoryTitle: row.signatoryTitle,
  };
  const pictures: TemplatePictureFile[] = [];
  for (const [image, key] of [
    ['logo', row.logoKey],
    ['signature', row.signatureKey],
  ] as const) {
    const info = key === null ? null : await files.head(key);
    if (key === null || !info) continue;
    const path = `certificate-template/${image}.${extensionOf[info.contentType] ?? 'png'}`;
    json[image] = path;
    pictures.push({ path, key });
  }
  return { json, pictures };
}

/** The organisation's question banks (question-banks/<bankid>.json, ADR 0091), questions in order. */
export async function exportQuestionBanks(db: Db, oid: string): Promise<BundleQuestionBank[]> {
  const banks = await db
    .select()
    .from(questionBanks)
    .where(eq(questionBanks.oid, oid))
    .orderBy(asc(questionBanks.bankid));
  const questions = await db
    .select()
    .from(bankQuestions)
    .where(eq(bankQuestions.oid, oid))
    .orderBy(asc(bankQuestions.position));
  return banks.map((bank) => ({
    bankid: bank.bankid,
    name: bank.name,
    createdAt: bank.createdAt.toISOString(),
    questions: questions
      .filter((row) => row.bankid === bank.bankid)
      .map((row) => ({ qid: row.qid, question: row.question })),
  }));
}
