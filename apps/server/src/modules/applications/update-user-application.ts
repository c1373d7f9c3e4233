import {
  type ApplicationSection,
  applicationDocumentNames,
  scholarshipMessages,
} from '@aula/contract/application-form';
import { type FormVariant, sectionNamesOf, sectionsOf } from '@aula/contract/application-form-variants';
import type { updateUserApplication as operation } from '@aula/contract/application-wizard';
import type { Input, Output } from '@aula/contract/operation';
import { and, eq, sql } from 'drizzle-orm';
import { applicationSections } from '../../db/schema/application-sections.ts';
import { applications } from '../../db/schema/applications.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { PartnerRegistration } from '../scholarship/index.ts';
import {
  type ApplicationRow,
  assertNotEnrolled,
  assertOwnAppid,
  findApplyBatch,
  findOwnApplication,
} from './application-batch.ts';
import { verifyApplicationFile } from './application-files.ts';
import { type ApplicantForm, applicantForm } from './application-form-of.ts';
import { createApplication } from './create-application.ts';
import { savedSections } from './saved-sections.ts';
import { assertEditable, assertMove } from './status-transitions.ts';

type Body = Input<typeof operation>;

/** Every applicant save moves the version a counsellor's decision names (ADR 0067). */
const nextVersion = sql`${applications.version} + 1`;
type Result = Output<typeof operation>;
type Services = Pick<AppServices, 'db' | 'files' | 'clock'>;

/**
 * The section's data as the server keeps it: checked by the applicant's variant of the wizard in the
 * spec's order (the first failure, at its field), documents checked from their bytes, the
 * scholarship answered only by a partner registration, which gives the learning centre.
 */
async function sectionData(
  { db, files, clock }: Services,
  user: SessionUser,
  bpid: string,
  typeobj: ApplicationSection,
  appobj: unknown,
  stored: Record<string, unknown> | undefined,
  { variant, registration }: ApplicantForm,
): Promise<Record<string, unknown>> {
  const schema = sectionsOf(variant)[typeobj];
  if (!schema) {
    throw new AppError('CONFLICT', `The ${typeobj} section is not part of this program's form.`, {
      typeobj: 'not part of this form',
    });
  }
  const parsed = schema.safeParse(appobj);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? 'Invalid section';
    throw new AppError('VALIDATION_FAILED', message, {
      [['appobj', ...(issue?.path ?? [])].join('.')]: message,
    });
  }
  const data: Record<string, unknown> = parsed.data;
  if (typeobj === 'uploaddoc') {
    for (const document of applicationDocumentNames) {
      const name = data[document];
      if (typeof name === 'string' && name !== '' && name !== stored?.[document]) {
        await verifyApplicationFile({ db, files }, user, bpid, document, name, clock.now());
      }
    }
  }
  if (typeobj === 'scholarship') {
    if (data.scholarship !== 'Yes') return { ...data, learningCenter: '', learningCentername: '' };
    return scholarshipOf(requireRegistration(registration, 'appobj.scholarship'));
  }
  return data;
}

/** The scholarship route is open only to a partner registration (spec 3 §4 e-VBAB apply). */
function requireRegistration(registration: PartnerRegistration | undefined, field: string) {
  if (!registration) {
    throw new AppError('VALIDATION_FAILED', scholarshipMessages.notRegistered, {
      [field]: scholarshipMessages.notRegistered,
    });
  }
  return registration;
}

/**
 * The scholarship section a save records besides its own: the pre-registered applicant's Yes at
 * their learning centre with their first save; in the university form, the e-VBAB / Non e-VBAB
 * choice made before it opened (the body's evbab), e-VBAB only for a partner registration.
 */
function scholarshipWith(
  { variant, registration }: ApplicantForm,
  evbab: boolean | undefined,
  savedScholarship: Record<string, unknown> | null | undefined,
): Record<string, unknown> | undefined {
  if (variant === 'university') {
    if (!evbab) return { scholarship: 'No', learningCenter: '', learningCentername: '' };
    return scholarshipOf(requireRegistration(registration, 'evbab'));
  }
  if (variant === 'preRegistered' && registration && !savedScholarship) return scholarshipOf(registration);
  return undefined;
}

/** The pre-registered applicant's scholarship answer: Yes, at their learning centre (spec 3 §4). */
function scholarshipOf(registration: PartnerRegistration): Record<string, unknown> {
  return {
    scholarship: 'Yes',
    learningCenter: registration.learningCenter,
    learningCentername: registration.learningCenterName,
  };
}

async function saveSection(
  services: Services,
  user: SessionUser,
  body: Body,
  row: ApplicationRow | undefined,
  form: ApplicantForm,
) {
  const { db, clock } = services;
  const typeobj = body.typeobj as ApplicationSection;
  const saved = row ? await savedSections(db, user.oid, row.applicationid) : undefined;
  const data = await sectionData(
    services,
    user,
    body.bpid,
    typeobj,
    body.appobj,
    saved?.[typeobj] ?? undefined,
    form,
  );
  const scholarship =
    typeobj === 'scholarship' ? undefined : scholarshipWith(form, body.evbab, saved?.scholarship);
  const now = clock.now();
  const applicationid =
    row?.applicationid ??
    (await createApplication(db, user, { pid: body.pid, bpid: body.bpid, pstatus: 1, now }));
  // A pre-registered applicant's scholarship step is answered for them with their first save.
  const sections: [ApplicationSection, Record<string, unknown>][] = [[typeobj, data]];
  if (scholarship) sections.push(['scholarship', scholarship]);
  await db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ pstatus: 1, version: nextVersion })
      .where(and(eq(applications.oid, user.oid), eq(applications.applicationid, applicationid)));
    for (const [section, sectionData] of sections) {
      await tx
        .insert(applicationSections)
        .values({ oid: user.oid, applicationid, section, data: sectionData, savedAt: now })
        .onConflictDoUpdate({
          target: [applicationSections.oid, applicationSections.applicationid, applicationSections.section],
          set: { data: sectionData, savedAt: now },
        });
    }
  });
  return { applicationid, pstatus: 1 };
}

async function submit(
  { db, clock }: Services,
  user: SessionUser,
  row: ApplicationRow,
  variant: FormVariant,
): Promise<Result> {
  const saved = await savedSections(db, user.oid, row.applicationid);
  const missing = sectionNamesOf(variant).find((section) => saved[section] === null);
  if (missing) {
    throw new AppError('CONFLICT', `Save the ${missing} section first.`, { typeobj: `${missing} not saved` });
  }
  await db
    .update(applications)
    .set({ pstatus: 2, submittedAt: clock.now(), version: nextVersion })
    .where(and(eq(applications.oid, user.oid), eq(applications.applicationid, row.applicationid)));
  return { applicationid: row.applicationid, pstatus: 2 };
}

/**
 * The spec's update-user-application, actions 0 and 2: a section save moves the application to
 * pstatus 1 (creating it at the first save), the submit from 1 to 2, both only as the status table
 * allows. The application is the session learner's own to that batch, whatever id the body holds.
 */
export async function updateUserApplication(
  services: Services,
  user: SessionUser,
  body: Body,
): Promise<Result> {
  const { db } = services;
  if (body.emailid.toLowerCase() !== user.eid) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { emailid: 'not your e-mail' });
  }
  const { details } = await findApplyBatch(db, user, body.bpid, body.pid);
  const form = await applicantForm(db, user, details);
  await assertNotEnrolled(db, user, body.pid);
  const row = await findOwnApplication(db, user, body.bpid);
  assertOwnAppid(row, body.appid);
  assertMove('learner', row?.pstatus ?? null, body.pstatus);
  assertEditable(form.variant, row?.pstatus);
  if (body.action === 2 && row) return submit(services, user, row, form.variant);
  return saveSection(services, user, body, row, form);
}
