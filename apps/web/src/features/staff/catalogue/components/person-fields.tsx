import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TextInput } from './text-input.tsx';

/** A person's name, designation, organisation, picture (a media path) and e-mail address. */
export function PersonFields({ name }: { name: string }) {
  const { t } = useTranslation('staff');
  const fields = ['name', 'designation', 'org', 'pic', 'emailid'] as const;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {fields.map((field) => (
        <TextInput
          key={field}
          name={`${name}.${field}`}
          label={t(`catalogue.person.${field}`)}
          size="small"
          sx={{ flex: '1 1 180px' }}
        />
      ))}
    </Box>
  );
}
