import TextField, { type TextFieldProps } from '@mui/material/TextField';

type NativeSelectProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly (string | number)[];
};

/**
 * A select using the phone's own picker: faster and easier to use on cheap phones than a drawn menu,
 * and it needs no extra code. The empty first option means "not chosen yet".
 */
export function NativeSelect({ options, slotProps, ...props }: NativeSelectProps) {
  return (
    <TextField
      {...props}
      select
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Select</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
