import { applicationSectionNames, sectionShapes } from '@aula/contract/application-form';
import { blankPaperForm, type PaperForm } from '@aula/contract/paper-form';

/** One section as the applicant filled it: every field as text. */
export interface FilledSection {
  section: string;
  fields: { name: string; value: string }[];
}

/**
 * The paper form's parts (spec 3 §2, A to G), by the section names staff screens label: its fields are
 * kept as one document, shown in the form's own order.
 */
const paperParts: readonly [string, readonly (keyof PaperForm)[]][] = [
  [
    'applicant',
    [
      'profilePhoto',
      'appTitle',
      'surName',
      'firstName',
      'maidenName',
      'dob',
      'nationality',
      'nic',
      'passport',
      'address',
      'phoneNo',
      'homePhone',
      'email',
      'disability',
    ],
  ],
  ['programme', ['programmeTable']],
  [
    'academic',
    [
      'tenth',
      'gceO',
      'twelfth',
      'gceA',
      'other',
      'postgraduate',
      'sixthdoc',
      'sixth_Adoc',
      'englishAttest',
      'attachAttest',
    ],
  ],
  ['payment', ['payMode', 'attachPaySlip', 'attachDraft', 'bankDraftNo']],
  ['declaration', ['agreementName', 'appDeclaration']],
  ['documents', ['tenthdoc', 'tweledoc', 'degreemarksdoc', 'mastersdoc', 'idproofdoc']],
  ['checklist', ['compSection', 'attachedEvi', 'attachedCert', 'todaydate', 'Signature']],
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * The keys of `value` in the form's order (`template`'s), then any others: PostgreSQL's jsonb keeps
 * an object's keys in an order of its own.
 */
function orderedKeys(value: Record<string, unknown>, template: unknown): string[] {
  const known = isRecord(template) ? Object.keys(template).filter((key) => key in value) : [];
  return [...known, ...Object.keys(value).filter((key) => !known.includes(key))];
}

const member = (template: unknown, key: string) => (isRecord(template) ? template[key] : undefined);

/** A table row as one line of `name: value` pairs, its blank cells left out. */
function rowText(row: Record<string, unknown>, template: unknown): string {
  return orderedKeys(row, template)
    .map((name) => [name, scalar(row[name])] as const)
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/**
 * A stored value as fields of text: an object's members under dotted names, a list of values joined, a
 * table's rows one field each (blank rows left out), anything else as its text.
 */
export function flatten(name: string, value: unknown, template?: unknown): { name: string; value: string }[] {
  if (isRecord(value)) {
    return orderedKeys(value, template).flatMap((key) =>
      flatten(`${name}.${key}`, value[key], member(template, key)),
    );
  }
  if (Array.isArray(value)) {
    if (!value.some(isRecord)) return [{ name, value: value.map(scalar).join(', ') }];
    const rowTemplate = Array.isArray(template) ? template[0] : undefined;
    return value.flatMap((row, index) => {
      const text = isRecord(row) ? rowText(row, rowTemplate) : scalar(row);
      return text === '' ? [] : [{ name: `${name}.${index + 1}`, value: text }];
    });
  }
  return [{ name, value: scalar(value) }];
}

function sectionOf(
  section: string,
  data: Record<string, unknown>,
  keys: readonly string[],
  template: Record<string, unknown>,
): FilledSection {
  return {
    section,
    fields: keys.filter((key) => key in data).flatMap((key) => flatten(key, data[key], template[key])),
  };
}

const paperTemplate: Record<string, unknown> = blankPaperForm();

/**
 * Every section of an application as the applicant filled it, whichever form they used: the wizard's
 * (and the university form's) saved sections in the tab order, or the paper form's parts A to G.
 */
export function filledSections(saved: ReadonlyMap<string, Record<string, unknown>>, paperSection: string) {
  const paper = saved.get(paperSection);
  if (paper) return paperParts.map(([section, keys]) => sectionOf(section, paper, keys, paperTemplate));
  return applicationSectionNames.flatMap((section) => {
    const data = saved.get(section);
    if (!data) return [];
    const shape = sectionShapes[section].shape as Record<string, unknown>;
    return [sectionOf(section, data, orderedKeys(data, shape), {})];
  });
}
