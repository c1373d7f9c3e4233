import {
  type ApplicationSection,
  applicationDocumentNames,
  applicationSectionNames,
  scholarshipMessages,
  sectionsOf,
} from '@aula/contract/application-form';
import type { updateUserApplication as operation } from '@aula/contract/application-wizard';
import type { Input, Output } from '@aula/contract/operation';
import { and, eq } from 'drizzle-orm';
import { applicationSections } from '../../db/schema/application-sections.ts';
import { applications } from '../../db/schema/applications.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { findPartnerRegistration, type PartnerRegistration } from '../scholarship/index.ts';
import {
  type ApplicationRow,
  assertNotEnrolled,
  assertOwnAppid,
  findApplyBatch,
  findOwnApplication,
} from './application-batch.ts';
import { verifyApplicationFile } from './application-files.ts';
import { createApplication } from './create-application.ts';
import { savedSections } from './saved-sections.ts';
import { assertMove } from './status-transitions.ts';

type Body = Input<typeof operation>;
type Result = Output<typeof operation>;
type Services = Pick<AppServices, 'db' | 'files' | 'clock'>;

/**
 * The section's data as the server keeps it: checked by the applicant's variant of the wizard in the
 * spec's order (the first failure, at its field), documents checked from their bytes, the
 * scholarship answered only by a partner registration, which gives the learning centre.
 */
async function sectionData(
  { files }: Services,
  user: SessionUser,
  bpid: string,
  typeobj: ApplicationSection,
  appobj: unknown,
  stored: Record<string, unknown> | undefined,
  registration: PartnerRegistration | undefined,
): Promise<Record<string, unknown>> {
  const parsed = sectionsOf(registration ? 'preRegistered' : 'standard')[typeobj].safeParse(appobj);
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
        await verifyApplicationFile(files, user, bpid, document, name);
      }
    }
  }
  if (typeobj === 'scholarship') {
    if (data.scholarship !== 'Yes') return { ...data, learningCenter: '', learningCentername: '' };
    if (!registration) {
      throw new AppError('VALIDATION_FAILED', scholarshipMessages.notRegistered, {
        'appobj.scholarship': scholarshipMessages.notRegistered,
      });
    }
    return scholarshipOf(registration);
  }
  return data;
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
) {
  const { db, clock } = services;
  const typeobj = body.typeobj as ApplicationSection;
  const saved = row ? await savedSections(db, user.oid, row.applicationid) : undefined;
  const registration = await findPartnerRegistration(db, user.oid, user.eid);
  const data = await sectionData(
    services,
    user,
    body.bpid,
    typeobj,
    body.appobj,
    saved?.[typeobj] ?? undefined,
    registration,
  );
  const now = clock.now();
  const applicationid =
    row?.applicationid ??
    (await createApplication(db, user, { pid: body.pid, bpid: body.bpid, pstatus: 1, now }));
  // A pre-registered applicant's scholarship step is answered for them with their first save.
  const sections: [ApplicationSection, Record<string, unknown>][] = [[typeobj, data]];
  if (registration && typeobj !== 'scholarship' && !saved?.scholarship) {
    sections.push(['scholarship', scholarshipOf(registration)]);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ pstatus: 1 })
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

async function submit({ db, clock }: Services, user: SessionUser, row: ApplicationRow): Promise<Result> {
  const saved = await savedSections(db, user.oid, row.applicationid);
  const missing = applicationSectionNames.find((section) => saved[section] === null);
  if (missing) {
    throw new AppError('CONFLICT', `Save the ${missing} section first.`, { typeobj: `${missing} not saved` });
  }
  await db
    .update(applications)
    .set({ pstatus: 2, submittedAt: clock.now() })
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
  await findApplyBatch(db, user, body.bpid, body.pid);
  await assertNotEnrolled(db, user, body.pid);
  const row = await findOwnApplication(db, user, body.bpid);
  assertOwnAppid(row, body.appid);
  assertMove('learner', row?.pstatus ?? null, body.pstatus);
  if (body.action === 2 && row) return submit(services, user, row);
  return saveSection(services, user, body, row);
}
