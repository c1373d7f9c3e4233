import { feedbackSwitchKind } from '@aula/contract/course-feedback';
import type { Output } from '@aula/contract/operation';
import type { getCourseSwitches, SwitchedUnit } from '@aula/contract/staff-courses';
import { and, asc, eq } from 'drizzle-orm';
import { courseFeedbackForms } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';
import { switchStatesOfCourse } from '../course/index.ts';
import { courseContent } from '../progress/index.ts';
import { taughtCourse } from './taught-courses.ts';

interface CurriculumNugget {
  nid: string;
  unit: string;
  ntitle: string;
  objects: readonly { oid: string; otitle: string; otype: string }[];
}

/** Nuggets grouped by their unit in authored order (the player shows nuggets of one unit together). */
function unitsOf(
  nuggets: readonly CurriculumNugget[],
  phase: SwitchedUnit['phase'],
  isOn: (kind: 'nugget' | 'object', target: string) => boolean,
): SwitchedUnit[] {
  const units: SwitchedUnit[] = [];
  for (const nugget of nuggets) {
    let unit = units.find((each) => each.unit === nugget.unit);
    if (!unit) {
      unit = { unit: nugget.unit, phase, nuggets: [] };
      units.push(unit);
    }
    unit.nuggets.push({
      nid: nugget.nid,
      ntitle: nugget.ntitle,
      enabled: isOn('nugget', nugget.nid),
      objects: nugget.objects.map((object) => ({
        oid: object.oid,
        otitle: object.otitle,
        otype: object.otype,
        enabled: isOn('object', object.oid),
      })),
    });
  }
  return units;
}

/**
 * What staff can switch in batch course `bcid` (the policy checked the actor teaches it): its units'
 * and project phase's nuggets and objects as the curriculum has them, and the feedback forms the course
 * has, each with its state in this batch (ADR 0070: no row is on).
 */
export async function listCourseSwitches(
  db: Db,
  oid: string,
  bcid: string,
): Promise<Output<typeof getCourseSwitches>> {
  const course = await taughtCourse(db, oid, bcid);
  const [content, isOn, forms] = await Promise.all([
    courseContent(db, oid, course.tid),
    switchStatesOfCourse(db, oid, bcid),
    db
      .select({ crir: courseFeedbackForms.crir })
      .from(courseFeedbackForms)
      .where(and(eq(courseFeedbackForms.oid, oid), eq(courseFeedbackForms.tid, course.tid)))
      .orderBy(asc(courseFeedbackForms.crir)),
  ]);
  return {
    course,
    units: [
      ...unitsOf(content?.details.nuggets ?? [], 'course', isOn),
      ...unitsOf(content?.details.project ?? [], 'project', isOn),
    ],
    feedback: forms.map(({ crir }) => {
      const kind = feedbackSwitchKind(crir);
      return { kind, enabled: isOn(kind) };
    }),
  };
}
