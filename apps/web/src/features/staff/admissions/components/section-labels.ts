/** The sections the server names (the wizard's and the university form's, the paper form's parts A to G). */
export const sectionKeys = [
  'generalinfo',
  'education',
  'uploaddoc',
  'scholarship',
  'applicant',
  'programme',
  'academic',
  'payment',
  'declaration',
  'documents',
  'checklist',
] as const;
export type SectionKey = (typeof sectionKeys)[number];

export function isSectionKey(value: string): value is SectionKey {
  return (sectionKeys as readonly string[]).includes(value);
}

/**
 * A field's key as a reader's label: `fatherName` reads "Father name", `perAddress1` "Per address 1",
 * `sixth_Adoc` "Sixth adoc". The key itself stays the source of truth; this only spaces it out.
 */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1);
}
