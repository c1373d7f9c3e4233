import { XMLParser, XMLValidator } from 'fast-xml-parser';

/*
 * The XML of a QTI file (ADR 0099), read with the parser the SCORM manifest reader uses, in document
 * order so an item's body keeps its mixed text and markup. A DOCTYPE is refused before parsing: QTI
 * 2.1 needs none, and its entities could expand without end or name files outside the package.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlChild[];
}
export type XmlChild = XmlElement | { text: string };

export class QtiXmlError extends Error {
  override name = 'QtiXmlError';
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // qti:choiceInteraction, m:math, ...: the prefixes vary between tools, the local names do not.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

type Ordered = Record<string, unknown>;

export const isElement = (child: XmlChild): child is XmlElement => 'name' in child;

function childrenOf(ordered: unknown): XmlChild[] {
  if (!Array.isArray(ordered)) return [];
  return (ordered as Ordered[]).flatMap((entry): XmlChild[] => {
    if ('#text' in entry) return [{ text: String(entry['#text']) }];
    const name = Object.keys(entry).find((key) => key !== ':@');
    if (!name || name.startsWith('?')) return [];
    const attributes = Object.fromEntries(
      Object.entries((entry[':@'] as Ordered | undefined) ?? {}).map(([key, value]) => [key, String(value)]),
    );
    return [{ name, attributes, children: childrenOf(entry[name]) }];
  });
}

/** The document's root element, or a QtiXmlError saying why the text is not XML that may be read. */
export function parseXml(bytes: Buffer): XmlElement {
  const xml = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new QtiXmlError(
      'declares a DOCTYPE or entities, which are refused (they could expand without end or reach outside the file)',
    );
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new QtiXmlError(`is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  let root: XmlElement | undefined;
  try {
    root = childrenOf(parser.parse(xml)).find(isElement);
  } catch (error) {
    throw new QtiXmlError(`could not be read: ${(error as Error).message}`);
  }
  if (!root) throw new QtiXmlError('holds no XML element');
  return root;
}

/** The element's child elements named `name`. */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child): child is XmlElement => isElement(child) && child.name === name);

/** Every element below `element` (depth first) that `match` accepts; it does not look inside a match. */
export function findAll(element: XmlElement, match: (element: XmlElement) => boolean): XmlElement[] {
  return element.children
    .filter(isElement)
    .flatMap((child) => (match(child) ? [child] : findAll(child, match)));
}

/** The element's text, its markup left out and its white space folded. */
export function textOf(element: XmlElement): string {
  const collect = (children: XmlChild[]): string =>
    children.map((child) => (isElement(child) ? collect(child.children) : child.text)).join('');
  return collect(element.children).replace(/\s+/g, ' ').trim();
}
