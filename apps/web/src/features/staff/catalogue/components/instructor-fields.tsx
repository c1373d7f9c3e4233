import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListItemBox, ListSection } from './list-section.tsx';
import { PersonFields } from './person-fields.tsx';
import { TextInput } from './text-input.tsx';
import { emptyPerson, type TextsFormValues } from './texts-form-values.ts';

function People({ group }: { group: number }) {
  const { t } = useTranslation('staff');
  const { control } = useFormContext<TextsFormValues>();
  const people = useFieldArray({ control, name: `pinstructors.${group}.value` });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {people.fields.map((person, index) => (
        <ListItemBox
          key={person.id}
          label={t('catalogue.texts.person', { n: index + 1 })}
          onRemove={() => people.remove(index)}
        >
          <PersonFields name={`pinstructors.${group}.value.${index}`} />
        </ListItemBox>
      ))}
      <Box>
        <Button size="small" onClick={() => people.append(emptyPerson)}>
          {t('catalogue.texts.addPerson')}
        </Button>
      </Box>
    </Box>
  );
}

/** The instructors: titled groups of people (a coordinator and a mentor are set apart, below). */
export function InstructorFields() {
  const { t } = useTranslation('staff');
  const { control } = useFormContext<TextsFormValues>();
  const groups = useFieldArray({ control, name: 'pinstructors' });
  return (
    <ListSection
      title={t('catalogue.texts.instructors')}
      addLabel={t('catalogue.texts.addInstructorGroup')}
      onAdd={() => groups.append({ title: '', value: [emptyPerson] })}
    >
      {groups.fields.map((group, index) => (
        <ListItemBox
          key={group.id}
          label={t('catalogue.texts.instructorGroup', { n: index + 1 })}
          onRemove={() => groups.remove(index)}
        >
          <TextInput
            name={`pinstructors.${index}.title`}
            label={t('catalogue.texts.groupTitle')}
            size="small"
            required
          />
          <People group={index} />
        </ListItemBox>
      ))}
    </ListSection>
  );
}
