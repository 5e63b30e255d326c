import { useTranslation } from 'react-i18next';
import { useFormControl } from '@mui/material/FormControl';
import MuiNativeSelect, { type NativeSelectProps as MuiNativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { TextField, type TextFieldProps } from './text-field.tsx';

type NativeSelectProps = Omit<TextFieldProps, 'children' | 'slots'> & {
  options: readonly (string | number)[];
};

const OUTLINED_INPUT = <OutlinedInput />;

/** MUI's native select inside the outlined input, as MUI's `TextField select` draws it. */
function OutlinedNativeSelect({ inputProps, ...props }: Omit<MuiNativeSelectProps, 'input'>) {
  const error = useFormControl()?.error;
  return <MuiNativeSelect input={OUTLINED_INPUT} inputProps={{ ...inputProps, error }} {...props} />;
}

/**
 * A select using the phone's own picker: faster and easier to use on cheap phones than a drawn menu,
 * and it needs no extra code. The empty first option means "not chosen yet".
 */
export function NativeSelect({ options, slotProps, ...props }: NativeSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      slots={{ input: OutlinedNativeSelect }}
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
    >
      <option value="">{t('fields.selectPlaceholder')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
