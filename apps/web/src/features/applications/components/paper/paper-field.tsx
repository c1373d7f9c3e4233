import type { PaperForm } from '@aula/contract/paper-form';
import type { FieldPathByValue } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../application-form/form-text-field.tsx';

export type PaperTextPath = FieldPathByValue<PaperForm, string>;
export type PaperFieldProps = FormTextFieldProps<PaperForm>;

/** A text, date or select field of the paper form (see FormTextField). */
export function PaperField(props: PaperFieldProps) {
  return <FormTextField<PaperForm> {...props} />;
}
