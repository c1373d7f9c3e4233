import type { CourseDraft, DraftChanges } from '@aula/contract/staff-course-builder';
import type { PublishedCourse } from './course-draft.ts';

/**
 * The units learners would get from the draft: retired units and objects left out, and a unit left with
 * no object to open. Switches (`nenabled`) are kept: they are the batches' defaults.
 */
export function activeUnits(draft: CourseDraft) {
  return draft.nuggets
    .filter((nugget) => !nugget.retired)
    .map(({ retired: _retired, objects, ...nugget }) => ({
      ...nugget,
      objects: objects.filter((object) => !object.retired).map(({ retired: _object, ...object }) => object),
    }))
    .filter((nugget) => nugget.objects.length > 0);
}

/** Equal as JSON whatever the order of the keys (stored content and drafts list them differently). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** What publishing `draft` would change against what learners have (`published`, null when never published). */
export function draftChanges(draft: CourseDraft, published: PublishedCourse | null): DraftChanges {
  const units = activeUnits(draft).map(({ nenabled: _unit, objects, ...unit }) => ({
    ...unit,
    objects: objects.map(({ nenabled: _object, ...object }) => object),
  }));
  const before = published?.details.nuggets ?? [];
  const beforeUnits = new Map(before.map((nugget) => [nugget.nid, nugget]));
  const beforeObjects = new Map(
    before.flatMap((nugget) =>
      nugget.objects.map(
        ({ qtype: _derived, ...object }) => [object.oid, { nid: nugget.nid, object }] as const,
      ),
    ),
  );
  const afterUnits = new Set(units.map((unit) => unit.nid));
  const afterObjects = new Set(units.flatMap((unit) => unit.objects.map((object) => object.oid)));
  const changes: DraftChanges = {
    firstPublish: published === null,
    courseFields:
      published === null ||
      !same(
        [draft.ttitle, draft.tduration, draft.tdescription, draft.timage, draft.freenavigation],
        [
          published.ttitle,
          published.tduration,
          published.details.tdescription,
          published.details.timage,
          published.freenavigation,
        ],
      ),
    unitsAdded: 0,
    unitsChanged: 0,
    unitsRemoved: before.filter((nugget) => !afterUnits.has(nugget.nid)).length,
    objectsAdded: 0,
    objectsChanged: 0,
    objectsMoved: 0,
    objectsRemoved: [...beforeObjects.keys()].filter((oid) => !afterObjects.has(oid)).length,
    attachmentsChanged:
      !same(draft.references, published?.details.references ?? []) ||
      !same(draft.videos, published?.details.videos ?? []),
  };
  const beforeOrder = before.map((nugget) => nugget.nid).filter((nid) => afterUnits.has(nid));
  const afterOrder = units.map((unit) => unit.nid).filter((nid) => beforeUnits.has(nid));
  units.forEach((unit) => {
    const old = beforeUnits.get(unit.nid);
    if (!old) changes.unitsAdded += 1;
    else if (
      !same([unit.unit, unit.ntitle, unit.nduration], [old.unit, old.ntitle, old.nduration]) ||
      beforeOrder.indexOf(unit.nid) !== afterOrder.indexOf(unit.nid)
    )
      changes.unitsChanged += 1;
    const oldOrder = (old?.objects ?? []).map((object) => object.oid);
    const newOrder = unit.objects.map((object) => object.oid).filter((oid) => oldOrder.includes(oid));
    for (const object of unit.objects) {
      const previous = beforeObjects.get(object.oid);
      if (!previous) changes.objectsAdded += 1;
      else if (previous.nid !== unit.nid) changes.objectsMoved += 1;
      else if (
        !same(object, previous.object) ||
        oldOrder.filter((oid) => newOrder.includes(oid)).indexOf(object.oid) !== newOrder.indexOf(object.oid)
      )
        changes.objectsChanged += 1;
    }
  });
  return changes;
}

/** Whether publishing would change anything for learners. */
export function hasChanges(changes: DraftChanges): boolean {
  return (
    changes.firstPublish ||
    changes.courseFields ||
    changes.attachmentsChanged ||
    changes.unitsAdded + changes.unitsChanged + changes.unitsRemoved > 0 ||
    changes.objectsAdded + changes.objectsChanged + changes.objectsMoved + changes.objectsRemoved > 0
  );
}
