import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { get, useFormContext } from 'react-hook-form';
import { useCatalogueText } from './catalogue-text.ts';

/** A text field of the programme form, bound by its path, with its check's message under it. */
export function TextInput({
  name,
  number = false,
  ...props
}: { name: string; number?: boolean } & Omit<TextFieldProps, 'name'>) {
  const { register, formState } = useFormContext();
  const fieldText = useCatalogueText();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return (
    <TextField
      {...register(name, number ? { valueAsNumber: true } : {})}
      type={number ? 'number' : 'text'}
      error={error !== undefined}
      helperText={error ? fieldText(error.message) : props.helperText}
      slotProps={{ formHelperText: error ? { role: 'alert' } : {} }}
      {...props}
    />
  );
}
