import type { CourseDraft, DraftObject, DraftUnit } from '@aula/contract/staff-course-builder';

/*
 * The builder's edits, each a new draft from the last saved one: the page sends the whole draft and the
 * server checks it (ADR 0089). Ids are made here, once, and never change: learners' progress hangs on them.
 */

/** A new id for a unit or an object, unique enough within one course. */
export function newId(prefix: 'u' | 'o'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 12)}`;
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > next.length) return [...list];
  next.splice(to, 0, item);
  return next;
}

export function moveUnit(draft: CourseDraft, from: number, to: number): CourseDraft {
  return { ...draft, nuggets: moved(draft.nuggets, from, to) };
}

export function putUnit(draft: CourseDraft, unit: DraftUnit): CourseDraft {
  const at = draft.nuggets.findIndex((each) => each.nid === unit.nid);
  if (at < 0) return { ...draft, nuggets: [...draft.nuggets, unit] };
  return { ...draft, nuggets: draft.nuggets.map((each, index) => (index === at ? unit : each)) };
}

function withUnit(draft: CourseDraft, nid: string, change: (unit: DraftUnit) => DraftUnit): CourseDraft {
  return { ...draft, nuggets: draft.nuggets.map((unit) => (unit.nid === nid ? change(unit) : unit)) };
}

export function retireUnit(draft: CourseDraft, nid: string, retired: boolean): CourseDraft {
  return withUnit(draft, nid, (unit) => ({ ...unit, retired }));
}

export function moveObject(draft: CourseDraft, nid: string, from: number, to: number): CourseDraft {
  return withUnit(draft, nid, (unit) => ({ ...unit, objects: moved(unit.objects, from, to) }));
}

/** Adds the object to unit `nid`, or replaces the one with its id there. */
export function putObject(draft: CourseDraft, nid: string, object: DraftObject): CourseDraft {
  return withUnit(draft, nid, (unit) => {
    const at = unit.objects.findIndex((each) => each.oid === object.oid);
    if (at < 0) return { ...unit, objects: [...unit.objects, object] };
    return { ...unit, objects: unit.objects.map((each, index) => (index === at ? object : each)) };
  });
}

export function retireObject(draft: CourseDraft, nid: string, oid: string, retired: boolean): CourseDraft {
  return withUnit(draft, nid, (unit) => ({
    ...unit,
    objects: unit.objects.map((object) => (object.oid === oid ? { ...object, retired } : object)),
  }));
}

/** Moves object `oid` to the end of unit `to`: the same object (its id, so its progress) in another unit. */
export function moveObjectToUnit(draft: CourseDraft, from: string, oid: string, to: string): CourseDraft {
  const object = draft.nuggets.find((unit) => unit.nid === from)?.objects.find((each) => each.oid === oid);
  if (!object || from === to) return draft;
  const without = withUnit(draft, from, (unit) => ({
    ...unit,
    objects: unit.objects.filter((each) => each.oid !== oid),
  }));
  return withUnit(without, to, (unit) => ({ ...unit, objects: [...unit.objects, object] }));
}
