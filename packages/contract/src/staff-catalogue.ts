import { z } from 'zod';
import { ApplicationFormKind } from './application-form-kind.ts';
import { Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { MediaPath } from './content-bundle.ts';
import { defineOperation } from './operation.ts';
import { ProgramCategory } from './programs.ts';

/*
 * The catalogue as admins author it in /staff/catalogue (ADR 0088): programmes with every text of the
 * public programme page, their place in the catalogue, their status, their batches and the courses
 * each batch runs. Field names are the content bundle's (content-bundle.ts), so an authored programme
 * and an imported one are stored alike.
 */

export const catalogueMessages = {
  fillIn: 'Please fill this in.',
  endsBeforeStart: 'The batch must end after it starts.',
  noCurrentBatch: 'Choose the batch the catalogue offers before publishing.',
  incomplete: 'Fill in and save the programme’s details before publishing.',
  pidTaken: 'A programme with this id already exists.',
  notInCurriculum: 'This course is not in the programme’s curriculum.',
  courseHasProgress: 'Learners have progress in this course: it cannot be removed from the batch.',
  curriculumInUse: 'A batch runs this course: remove it from the batch first.',
  notAPermutation: 'List every programme of the catalogue once.',
  noSuchMedia: 'There is no file at this path in the organisation’s media.',
  duplicateTid: 'Each course of the curriculum needs its own id.',
  noCourse: 'Add a course to the curriculum, or publish one from the programme’s courses.',
} as const;

const list = <T extends z.ZodType>(item: T) => z.array(item).max(limits.listItems);
const Text = Line.trim().min(1, catalogueMessages.fillIn).max(limits.shortText);
const Name = Line.trim().min(1, catalogueMessages.fillIn).max(limits.name);
const Rich = Paragraphs.max(limits.html);
const Day = z.iso.date();

export const programmeStatuses = ['draft', 'published', 'retired'] as const;
export const ProgrammeStatus = z.enum(programmeStatuses);
export type ProgrammeStatus = z.infer<typeof ProgrammeStatus>;

export const CataloguePerson = z
  .object({
    name: Name,
    designation: Name,
    org: Name,
    pic: MediaPath,
    emailid: z.string().trim().max(limits.email).email().optional(),
  })
  .strict();
export type CataloguePerson = z.infer<typeof CataloguePerson>;

export const CurriculumEntry = z
  .object({
    tid: Id,
    tlabel: Text,
    ttitle: Text,
    /** Weeks. */
    tduration: z.number().int().min(0).max(520),
    tunits: list(Text),
    timage: MediaPath.optional(),
  })
  .strict();
export type CurriculumEntry = z.infer<typeof CurriculumEntry>;

const textsShape = z
  .object({
    pname: Text,
    category: ProgramCategory,
    ptitle: Text,
    pimage: MediaPath,
    etype: z.enum(['instructor', 'self']),
    evbab: z.boolean(),
    /** The programme's own application form; none: the organisation's. */
    applicationForm: ApplicationFormKind.optional(),
    pinfo: z
      .object({
        duration: Text,
        format: Text,
        credits: z.number().int().min(0).max(1000),
        price: Text.optional(),
      })
      .strict(),
    poverview: Rich,
    pfeatures: Rich,
    poutcomes: Rich,
    pinstructors: list(z.object({ title: Text, value: list(CataloguePerson).min(1) }).strict()),
    ccoordinator: CataloguePerson.optional(),
    cmentor: CataloguePerson.optional(),
    pcurriculum: list(CurriculumEntry).min(1, catalogueMessages.noCourse),
    pfaq: list(
      z
        .object({ title: Text, questions: list(z.object({ ques: Text, ans: Rich }).strict()).min(1) })
        .strict(),
    ),
    /** The partner variant of the page (il = 1). */
    admission: z.object({ welcome: Rich, instructionPdf: MediaPath }).strict().optional(),
  })
  .strict();

/** Every text of the public programme page (ProgramDetail), as the admin writes them. */
export const ProgrammeTexts = textsShape.superRefine((texts, context) => {
  const seen = new Set<string>();
  texts.pcurriculum.forEach((topic, index) => {
    if (seen.has(topic.tid)) {
      context.addIssue({
        code: 'custom',
        path: ['pcurriculum', index, 'tid'],
        message: catalogueMessages.duplicateTid,
      });
    }
    seen.add(topic.tid);
  });
});
export type ProgrammeTexts = z.infer<typeof ProgrammeTexts>;

export const CatalogueRow = z.object({
  pid: Id,
  pname: z.string(),
  category: ProgramCategory,
  status: ProgrammeStatus,
  batches: z.number().int(),
  /** The batch the public catalogue offers, if any. */
  currentBpid: Id.nullable(),
});
export type CatalogueRow = z.infer<typeof CatalogueRow>;

export const listCatalogue = defineOperation({
  name: 'staff/listCatalogue',
  access: 'staff',
  roles: ['admin'],
  summary: "The organisation's programmes in catalogue order, with their status (all, or one status).",
  body: z.object({ oid: Oid, status: ProgrammeStatus.optional() }).strict(),
  response: z.object({ programmes: z.array(CatalogueRow) }),
});

export const createProgramme = defineOperation({
  name: 'staff/createProgramme',
  access: 'staff',
  roles: ['admin'],
  summary: 'Creates a draft programme, last in the catalogue; the learners and the public see nothing of it.',
  body: z.object({ oid: Oid, pid: Id, pname: Text, category: ProgramCategory }).strict(),
  response: z.object({ pid: Id }),
});

export const CatalogueBatchCourse = z.object({
  bcid: Id,
  tid: Id,
  telective: z.boolean(),
  /** Learners' progress or posts hang on it: it cannot leave the batch. */
  inUse: z.boolean(),
});

export const CatalogueBatch = z.object({
  bpid: Id,
  title: z.string(),
  psd: Day,
  ped: Day,
  current: z.boolean(),
  learners: z.number().int(),
  courses: z.array(CatalogueBatchCourse),
});
export type CatalogueBatch = z.infer<typeof CatalogueBatch>;

export const getCatalogueProgramme = defineOperation({
  name: 'staff/getCatalogueProgramme',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary:
    'A programme as its editor shows it: status, texts as saved (possibly incomplete), batches and their courses.',
  body: z.object({ oid: Oid, pid: Id }).strict(),
  response: z.object({
    pid: Id,
    status: ProgrammeStatus,
    pname: z.string(),
    category: ProgramCategory,
    /** Null until the texts are first saved (a programme just created, or imported without them). */
    texts: z.object(textsShape.shape).partial().nullable(),
    batches: z.array(CatalogueBatch),
  }),
});

export const saveProgramme = defineOperation({
  name: 'staff/saveProgramme',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary:
    'Saves every text of a programme (rich text sanitised); media paths must exist in the media store.',
  body: z.object({ oid: Oid, pid: Id, texts: ProgrammeTexts }).strict(),
  response: z.object({ pid: Id }),
});

export const setProgrammeStatus = defineOperation({
  name: 'staff/setProgrammeStatus',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary:
    'Publishes (complete texts and a current batch needed), unpublishes (back to draft) or retires a programme.',
  body: z.object({ oid: Oid, pid: Id, status: ProgrammeStatus }).strict(),
  response: z.object({ pid: Id, status: ProgrammeStatus }),
});

export const reorderCatalogue = defineOperation({
  name: 'staff/reorderCatalogue',
  access: 'staff',
  roles: ['admin'],
  summary: "Puts the organisation's programmes in this order (every programme once).",
  body: z.object({ oid: Oid, pids: list(Id) }).strict(),
  response: z.object({ pids: z.array(Id) }),
});

export const saveBatch = defineOperation({
  name: 'staff/saveBatch',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program', bpid: 'batch' },
  summary:
    'Creates a batch of programme `pid` (no `bpid`) or changes one: title, first and last day, and whether the catalogue offers it.',
  body: z
    .object({
      oid: Oid,
      pid: Id,
      bpid: Id.optional(),
      title: Text,
      psd: Day,
      ped: Day,
      current: z.boolean(),
    })
    .strict()
    .refine((batch) => batch.ped >= batch.psd, { path: ['ped'], message: catalogueMessages.endsBeforeStart }),
  response: z.object({ bpid: Id }),
});

export const setBatchCourses = defineOperation({
  name: 'staff/setBatchCourses',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program', bpid: 'batch' },
  summary:
    'The courses a batch runs, in order, each elective or not; a course learners have progress in cannot be removed.',
  body: z
    .object({
      oid: Oid,
      pid: Id,
      bpid: Id,
      courses: list(z.object({ tid: Id, telective: z.boolean() }).strict()),
    })
    .strict(),
  response: z.object({ bpid: Id }),
});
