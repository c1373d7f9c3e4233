import type { PaperForm } from '@aula/contract/paper-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type FieldPathByValue, useFormContext } from 'react-hook-form';

/** A yes/no statement of the paper form as a checkbox. */
export function PaperCheckbox({
  name,
  label,
}: {
  name: FieldPathByValue<PaperForm, boolean>;
  label: string;
}) {
  const { control } = useFormContext<PaperForm>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <FormControlLabel
          sx={{ display: 'flex', alignItems: 'flex-start', my: 0.5, '& .MuiCheckbox-root': { pt: 0.5 } }}
          control={
            <Checkbox
              checked={value}
              onChange={(event) => onChange(event.target.checked)}
              onBlur={onBlur}
              slotProps={{ input: { ref } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
