import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useValidationText } from '../i18n/validation-text.ts';

type FormTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
> & {
  control: Control<V>;
  name: Path<V>;
  /** Shown under the field while it has no message of its own. */
  hint?: string;
};

/**
 * A MUI text field held by a react-hook-form form: its value follows the form's (so a form that empties or
 * refills itself after a save redraws the label), and the field's message shows under it in place of `hint`.
 */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  hint,
  ...props
}: FormTextFieldProps<V>) {
  const validationText = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          inputRef={ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ? validationText(fieldState.error.message) : hint}
        />
      )}
    />
  );
}
