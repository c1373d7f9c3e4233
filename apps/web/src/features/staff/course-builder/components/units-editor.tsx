import type { DraftObject } from '@aula/contract/staff-course-builder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDraftAnswer } from '../api/course-draft.ts';
import type { DraftEditor } from '../hooks/use-draft-editor.ts';
import { moveUnit, putObject, putUnit } from './draft-edits.ts';
import { fieldErrorsOf } from './field-errors.ts';
import { ObjectForm } from './object-form.tsx';
import { SortableList } from './sortable-list.tsx';
import { UnitCard } from './unit-card.tsx';
import { UnitForm } from './unit-form.tsx';

type Editing =
  | { kind: 'unit'; nid: string | undefined }
  | { kind: 'object'; nid: string; object: DraftObject | undefined }
  | null;

/** The course's units in order, each with its objects; one dialog at a time adds or edits one. */
export function UnitsEditor({
  editor,
  quizzes,
}: {
  editor: DraftEditor;
  quizzes: CourseDraftAnswer['quizzes'];
}) {
  const { t } = useTranslation('course-builder');
  const [editing, setEditing] = useState<Editing>(null);
  const { draft, apply, saving } = editor;
  const close = () => {
    setEditing(null);
    editor.dismiss();
  };
  const serverErrors = fieldErrorsOf(editor.error);
  const quizzesInCourse = draft.nuggets.flatMap((unit) =>
    unit.objects.flatMap((object) => (object.otype === 'quiz' ? [object.oid] : [])),
  );
  return (
    <Box component="section" aria-labelledby="units-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="units-heading" component="h2" variant="h5">
        {t('units')}
      </Typography>
      {draft.nuggets.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('noUnits')}</Typography>
      ) : (
        <SortableList
          items={draft.nuggets}
          idOf={(unit) => unit.nid}
          nameOf={(unit) => unit.ntitle}
          disabled={saving}
          onMove={(from, to) => void apply((old) => moveUnit(old, from, to))}
        >
          {(unit, controls) => (
            <UnitCard
              unit={unit}
              editor={editor}
              controls={controls}
              onEditUnit={() => setEditing({ kind: 'unit', nid: unit.nid })}
              onEditObject={(object) => setEditing({ kind: 'object', nid: unit.nid, object })}
            />
          )}
        </SortableList>
      )}
      <Box>
        <Button
          variant="contained"
          onClick={() => setEditing({ kind: 'unit', nid: undefined })}
          disabled={saving}
        >
          {t('unit.add')}
        </Button>
      </Box>
      {editing?.kind === 'unit' && (
        <UnitForm
          editing={draft.nuggets.find((unit) => unit.nid === editing.nid)}
          serverErrors={serverErrors}
          saving={saving}
          onSubmit={(unit) => apply((old) => putUnit(old, unit))}
          onClose={close}
        />
      )}
      {editing?.kind === 'object' && (
        <ObjectForm
          editing={editing.object}
          quizzes={quizzes}
          quizzesInCourse={quizzesInCourse}
          serverErrors={serverErrors}
          saving={saving}
          onSubmit={(object) => apply((old) => putObject(old, editing.nid, object))}
          onClose={close}
        />
      )}
    </Box>
  );
}
