import { posix } from 'node:path';
import { limits } from '@aula/contract/common';
import { QuizItem } from '@aula/contract/content-bundle-questions';
import type { Input, Output } from '@aula/contract/operation';
import {
  type importQtiQuestions,
  maxSpreadsheetBytes,
  type QtiItemResult,
} from '@aula/contract/staff-quiz-authoring';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { sanitizeHtml } from '../content/index.ts';
import { readZipFiles, ScormPackageError } from '../scorm/index.ts';
import { appendQuestions, requireBank } from './bank-questions.ts';
import { QtiItemRefused, qtiQuestion } from './qti-item.ts';
import { findAll, parseXml, QtiXmlError, type XmlElement } from './qti-xml.ts';

/*
 * Questions from IMS QTI 2.1 into a bank (ADR 0099): a content package (a zip whose imsmanifest.xml
 * lists item resources) or one assessmentItem file. The zip is read with the SCORM unpacker's checks;
 * each item that maps to an answer type is checked by the bundle's QuizItem and its text sanitised as
 * an import's; every other item is reported with the reason, and nothing is dropped unsaid.
 */

const qtiLimits = { zipBytes: maxSpreadsheetBytes, files: 500, unpackedBytes: 20_000_000 };
const itemResource = /^imsqti_item_xmlv2p[0-2]$/;

const refuse = (message: string): never => {
  throw new AppError('VALIDATION_FAILED', message, { data: message });
};

interface ItemSource {
  file: string;
  bytes?: Buffer;
  /** Why the manifest's resource gives no item file. */
  problem?: string;
}

/** The file a manifest's `href` names, inside the package, or null when it points outside it. */
function packagePath(href: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.replace(/[?#].*$/, ''));
  } catch {
    return null;
  }
  const path = posix.normalize(decoded);
  if (posix.isAbsolute(path) || path === '..' || path.startsWith('../') || path.includes('\\')) return null;
  return path;
}

function readManifest(bytes: Buffer): XmlElement {
  try {
    return parseXml(bytes);
  } catch (error) {
    if (error instanceof QtiXmlError) refuse(`Its imsmanifest.xml ${error.message}.`);
    throw error;
  }
}

async function itemSources(filename: string, bytes: Buffer): Promise<ItemSource[]> {
  const extension = filename.toLowerCase().split('.').pop();
  const zipped = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (extension === 'xml' && !zipped) return [{ file: filename, bytes }];
  if (extension !== 'zip' || !zipped) refuse('Please choose a QTI 2.1 package (.zip) or item (.xml).');
  const files = await readZipFiles(bytes, qtiLimits).catch((error: unknown) =>
    error instanceof ScormPackageError ? refuse(`This package ${error.message}.`) : Promise.reject(error),
  );
  const manifestBytes = files.get('imsmanifest.xml');
  if (!manifestBytes) return refuse('This package has no imsmanifest.xml at its root.');
  const resources = findAll(
    readManifest(manifestBytes),
    (element) => element.name === 'resource' && itemResource.test(element.attributes.type ?? ''),
  );
  if (resources.length === 0) {
    refuse('Its imsmanifest.xml lists no QTI item (a resource of type imsqti_item_xmlv2p1).');
  }
  if (resources.length > limits.listItems) refuse(`A package may hold at most ${limits.listItems} items.`);
  return resources.map((resource) => {
    const href = resource.attributes.href ?? '';
    const path = packagePath(href);
    if (path === null) return { file: href, problem: 'The manifest names it by a path outside the package.' };
    const itemBytes = files.get(path);
    return itemBytes
      ? { file: path, bytes: itemBytes }
      : { file: path, problem: 'The package does not hold it.' };
  });
}

/** Where in a question the bundle's schema found a problem, in the words of the item. */
function placeOf(path: ReadonlyArray<PropertyKey>): string {
  const [field, index, part] = path;
  if (field === 'iopts' && typeof index === 'number')
    return `choice ${index + 1}${part ? ` ${String(part)}` : ''}`;
  if (field === 'iopts') return 'its choices';
  return String(field ?? 'the item');
}

function readItem(source: ItemSource): { result: QtiItemResult; item?: QuizItem } {
  const result: QtiItemResult = { file: source.file, identifier: '', title: '', atype: null, notes: [] };
  try {
    if (!source.bytes) throw new QtiItemRefused(source.problem ?? 'The package does not hold it.');
    const root = parseXml(source.bytes);
    result.identifier = (root.attributes.identifier ?? '').slice(0, limits.name);
    result.title = (root.attributes.title ?? '').slice(0, limits.name);
    const { candidate, notes } = qtiQuestion(root);
    const parsed = QuizItem.safeParse(candidate);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${placeOf(issue.path)}: ${issue.message}`);
      throw new QtiItemRefused(`It does not fit its answer type (${problems.join('; ')}).`);
    }
    return {
      result: { ...result, atype: parsed.data.atype, notes },
      item: { ...parsed.data, istem: sanitizeHtml(parsed.data.istem) },
    };
  } catch (error) {
    if (error instanceof QtiItemRefused)
      return { result: { ...result, notes: [`Not imported. ${error.message}`] } };
    if (error instanceof QtiXmlError)
      return { result: { ...result, notes: [`Not imported. It ${error.message}.`] } };
    throw error;
  }
}

export async function importQti(
  db: Db,
  oid: string,
  body: Input<typeof importQtiQuestions>,
): Promise<Output<typeof importQtiQuestions>> {
  await requireBank(db, oid, body.bankid);
  const sources = await itemSources(body.filename, Buffer.from(body.data, 'base64'));
  const read = sources.map(readItem);
  const items = read.flatMap(({ item }) => (item ? [item] : []));
  await appendQuestions(db, oid, body.bankid, items);
  return { imported: items.length, items: read.map(({ result }) => result) };
}
