import Box from '@mui/material/Box';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from './catalogue-text.ts';
import { ListItemBox, ListSection } from './list-section.tsx';
import { TextInput } from './text-input.tsx';
import { emptyTopic, type TextsFormValues } from './texts-form-values.ts';

/** The curriculum: the programme's courses (topics), each with its id, labels, weeks, units and image. */
export function CurriculumFields() {
  const { t } = useTranslation('staff');
  const { control, formState } = useFormContext<TextsFormValues>();
  const fieldText = useCatalogueText();
  const topics = useFieldArray({ control, name: 'pcurriculum' });
  return (
    <ListSection
      title={t('catalogue.texts.curriculum')}
      addLabel={t('catalogue.texts.addTopic')}
      onAdd={() => topics.append(emptyTopic)}
      error={fieldText(formState.errors.pcurriculum?.message)}
    >
      {topics.fields.map((topic, index) => (
        <ListItemBox
          key={topic.id}
          label={t('catalogue.texts.topic', { n: index + 1 })}
          onRemove={() => topics.remove(index)}
        >
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextInput
              name={`pcurriculum.${index}.tid`}
              label={t('catalogue.texts.tid')}
              size="small"
              required
              sx={{ flex: '1 1 140px' }}
            />
            <TextInput
              name={`pcurriculum.${index}.tlabel`}
              label={t('catalogue.texts.tlabel')}
              size="small"
              required
              sx={{ flex: '1 1 140px' }}
            />
            <TextInput
              name={`pcurriculum.${index}.ttitle`}
              label={t('catalogue.texts.ttitle')}
              size="small"
              required
              sx={{ flex: '2 1 220px' }}
            />
            <TextInput
              name={`pcurriculum.${index}.tduration`}
              number
              label={t('catalogue.texts.tduration')}
              size="small"
              sx={{ flex: '0 1 120px' }}
            />
          </Box>
          <TextInput
            name={`pcurriculum.${index}.tunits`}
            label={t('catalogue.texts.tunits')}
            size="small"
            multiline
            minRows={2}
          />
          <TextInput name={`pcurriculum.${index}.timage`} label={t('catalogue.texts.timage')} size="small" />
        </ListItemBox>
      ))}
    </ListSection>
  );
}
