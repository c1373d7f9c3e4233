import type { CourseDetails } from '@aula/contract/content-bundle-courses';
import type { ScormControlMode, ScormTocItem } from '@aula/contract/scorm';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { type ScormRollupRule, type ScormSco, scormPackages } from '../../db/schema/scorm.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { studiedCourseOf } from '../enrolments/index.ts';
import { assertObjectReachable } from '../progress/index.ts';
import { packageFolder } from './scorm-section.ts';

/** A SCORM object of a course the learner studies, with its installed package. */
export interface ScormObject {
  bcid: string;
  objid: string;
  /** The object's title in its course. */
  title: string;
  version: '1.2' | '2004';
  /** The package's folder, a media path. */
  folder: string;
  /** The package's SCOs, in order (at least one). */
  scos: ScormSco[];
  toc: ScormTocItem[];
  controlMode: ScormControlMode;
  rollupRules: ScormRollupRule[];
}

type CourseObject = CourseDetails['nuggets'][number]['objects'][number];

/**
 * Object `objid` of batch course `bcid`, if the learner studies that course (403/404 otherwise, by the
 * course's policy), the player would open it (not disabled, 403; without free navigation its
 * predecessor complete, 409) and it is a SCORM package there (404 otherwise).
 */
export async function findScormObject(
  db: Db,
  user: SessionUser,
  bcid: string,
  objid: string,
): Promise<ScormObject> {
  await assertObjectReachable(db, user, { bcid, objid });
  const course = await studiedCourseOf(db, user, bcid);
  const [row] = await db
    .select({ details: courses.details })
    .from(courses)
    .where(and(eq(courses.oid, user.oid), eq(courses.tid, course.tid)))
    .limit(1);
  const object = row?.details.nuggets
    .flatMap((nugget): CourseObject[] => nugget.objects)
    .find((candidate) => candidate.oid === objid);
  if (object?.otype !== 'scorm') {
    throw new AppError('NOT_FOUND', 'There is no such SCORM object in this course.', {
      objid: 'no such SCORM object',
    });
  }
  const [installed] = await db
    .select()
    .from(scormPackages)
    .where(and(eq(scormPackages.oid, user.oid), eq(scormPackages.path, object.ourl)))
    .limit(1);
  if (!installed || installed.scos.length === 0) {
    throw new AppError('NOT_FOUND', 'The package of this object is not installed.', {
      objid: 'package not installed',
    });
  }
  return {
    bcid,
    objid,
    title: object.otitle,
    version: installed.version,
    folder: packageFolder(object.ourl),
    scos: installed.scos,
    toc: installed.toc,
    controlMode: installed.controlMode,
    rollupRules: installed.rollupRules,
  };
}

/** The object's SCO of item identifier `scoid`; one the package does not have is refused, named. */
export function scoOfObject(object: ScormObject, scoid: string): ScormSco {
  const sco = object.scos.find((candidate) => candidate.identifier === scoid);
  if (!sco) {
    throw new AppError('BAD_REQUEST', `The package of this object has no SCO "${scoid}".`, {
      scoid: `no SCO "${scoid}" in the package`,
    });
  }
  return sco;
}
