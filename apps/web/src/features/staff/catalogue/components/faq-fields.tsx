import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListItemBox, ListSection } from './list-section.tsx';
import { TextInput } from './text-input.tsx';
import type { TextsFormValues } from './texts-form-values.ts';

function Questions({ group }: { group: number }) {
  const { t } = useTranslation('staff');
  const { control } = useFormContext<TextsFormValues>();
  const questions = useFieldArray({ control, name: `pfaq.${group}.questions` });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {questions.fields.map((question, index) => (
        <ListItemBox
          key={question.id}
          label={t('catalogue.texts.question', { n: index + 1 })}
          onRemove={() => questions.remove(index)}
        >
          <TextInput
            name={`pfaq.${group}.questions.${index}.ques`}
            label={t('catalogue.texts.ques')}
            size="small"
            required
          />
          <TextInput
            name={`pfaq.${group}.questions.${index}.ans`}
            label={t('catalogue.texts.ans')}
            size="small"
            multiline
            minRows={2}
          />
        </ListItemBox>
      ))}
      <Box>
        <Button size="small" onClick={() => questions.append({ ques: '', ans: '' })}>
          {t('catalogue.texts.addQuestion')}
        </Button>
      </Box>
    </Box>
  );
}

/** The FAQ: groups of questions, each answer rich text. */
export function FaqFields() {
  const { t } = useTranslation('staff');
  const { control } = useFormContext<TextsFormValues>();
  const groups = useFieldArray({ control, name: 'pfaq' });
  return (
    <ListSection
      title={t('catalogue.texts.faq')}
      addLabel={t('catalogue.texts.addFaqGroup')}
      onAdd={() => groups.append({ title: '', questions: [{ ques: '', ans: '' }] })}
    >
      {groups.fields.map((group, index) => (
        <ListItemBox
          key={group.id}
          label={t('catalogue.texts.faqGroup', { n: index + 1 })}
          onRemove={() => groups.remove(index)}
        >
          <TextInput
            name={`pfaq.${index}.title`}
            label={t('catalogue.texts.groupTitle')}
            size="small"
            required
          />
          <Questions group={index} />
        </ListItemBox>
      ))}
    </ListSection>
  );
}
