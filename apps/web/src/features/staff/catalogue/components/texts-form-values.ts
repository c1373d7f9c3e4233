import type { ApplicationFormKind } from '@aula/contract/application-form-kind';
import type { ProgramCategory } from '@aula/contract/programs';
import type { CataloguePerson, CurriculumEntry, ProgrammeTexts } from '@aula/contract/staff-catalogue';

/** A person as the form holds them: every field a string, none optional. */
export interface PersonValues {
  name: string;
  designation: string;
  org: string;
  pic: string;
  emailid: string;
}

/**
 * The programme's texts as the form holds them: optional parts as empty strings, numbers as numbers,
 * a topic's units one per line. `textsOf` turns them into the contract's ProgrammeTexts.
 */
export interface TextsFormValues {
  pname: string;
  category: ProgramCategory;
  ptitle: string;
  pimage: string;
  etype: 'instructor' | 'self';
  evbab: boolean;
  applicationForm: ApplicationFormKind | '';
  pinfo: { duration: string; format: string; credits: number; price: string };
  poverview: string;
  pfeatures: string;
  poutcomes: string;
  pinstructors: Array<{ title: string; value: PersonValues[] }>;
  ccoordinator: PersonValues;
  cmentor: PersonValues;
  pcurriculum: Array<Omit<CurriculumEntry, 'tunits' | 'timage'> & { tunits: string; timage: string }>;
  pfaq: Array<{ title: string; questions: Array<{ ques: string; ans: string }> }>;
  admission: { welcome: string; instructionPdf: string };
}

export const emptyPerson: PersonValues = { name: '', designation: '', org: '', pic: '', emailid: '' };
export const emptyTopic = { tid: '', tlabel: '', ttitle: '', tduration: 1, tunits: '', timage: '' };

function personValues(person: Partial<CataloguePerson> | undefined): PersonValues {
  return { ...emptyPerson, ...person, emailid: person?.emailid ?? '' };
}

/** The form's values from the saved texts (whatever part of them is saved). */
export function formValuesOf(
  texts: Partial<ProgrammeTexts> | null,
  { pname, category }: { pname: string; category: ProgramCategory },
): TextsFormValues {
  return {
    pname: texts?.pname ?? pname,
    category: texts?.category ?? category,
    ptitle: texts?.ptitle ?? '',
    pimage: texts?.pimage ?? '',
    etype: texts?.etype ?? 'instructor',
    evbab: texts?.evbab ?? false,
    applicationForm: texts?.applicationForm ?? '',
    pinfo: {
      duration: texts?.pinfo?.duration ?? '',
      format: texts?.pinfo?.format ?? '',
      credits: texts?.pinfo?.credits ?? 0,
      price: texts?.pinfo?.price ?? '',
    },
    poverview: texts?.poverview ?? '',
    pfeatures: texts?.pfeatures ?? '',
    poutcomes: texts?.poutcomes ?? '',
    pinstructors: (texts?.pinstructors ?? []).map((group) => ({
      title: group.title,
      value: group.value.map(personValues),
    })),
    ccoordinator: personValues(texts?.ccoordinator),
    cmentor: personValues(texts?.cmentor),
    pcurriculum: (texts?.pcurriculum ?? []).map((topic) => ({
      ...topic,
      tunits: topic.tunits.join('\n'),
      timage: topic.timage ?? '',
    })),
    pfaq: texts?.pfaq ?? [],
    admission: {
      welcome: texts?.admission?.welcome ?? '',
      instructionPdf: texts?.admission?.instructionPdf ?? '',
    },
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value);

function personOf(person: PersonValues) {
  return { ...person, emailid: optional(person.emailid) };
}

/** A person left wholly empty is no person. */
function optionalPerson(person: PersonValues) {
  return Object.values(person).every((value) => value.trim() === '') ? undefined : personOf(person);
}

/** The contract's texts from the form's values (checked by its schema next). */
export function textsOf(values: TextsFormValues): unknown {
  const admissionGiven =
    values.admission.welcome.trim() !== '' || values.admission.instructionPdf.trim() !== '';
  return {
    ...values,
    applicationForm: optional(values.applicationForm),
    pinfo: { ...values.pinfo, price: optional(values.pinfo.price) },
    pinstructors: values.pinstructors.map((group) => ({ ...group, value: group.value.map(personOf) })),
    ccoordinator: optionalPerson(values.ccoordinator),
    cmentor: optionalPerson(values.cmentor),
    pcurriculum: values.pcurriculum.map((topic) => ({
      ...topic,
      tunits: topic.tunits
        .split('\n')
        .map((unit) => unit.trim())
        .filter((unit) => unit !== ''),
      timage: optional(topic.timage),
    })),
    admission: admissionGiven ? values.admission : undefined,
  };
}
