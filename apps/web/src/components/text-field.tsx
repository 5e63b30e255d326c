import { useId, type ElementType, type ReactNode } from 'react';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useValidationText } from '../i18n/validation-text.ts';

/** What the outlined input takes from the field; a replacement input (`slots.input`) gets the same. */
type FieldInputProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'inputRef'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'type'
  | 'value'
>;

export type TextFieldProps = Omit<
  FormControlProps,
  'children' | 'variant' | 'onChange' | 'onBlur' | 'onFocus'
> &
  FieldInputProps & {
    label?: ReactNode;
    helperText?: ReactNode;
    id?: string;
    /** Passed to a replacement input (a native select's options); the outlined input takes none. */
    children?: ReactNode;
    slots?: { input?: ElementType };
    slotProps?: {
      htmlInput?: InputBaseComponentProps;
      input?: Partial<OutlinedInputProps>;
      inputLabel?: Partial<InputLabelProps>;
      formHelperText?: Partial<FormHelperTextProps>;
    };
  };

/**
 * MUI's outlined `TextField` without its select: the same FormControl, InputLabel, OutlinedInput and
 * FormHelperText it renders, with the same ids (label `for`, `aria-describedby` on the helper text, the
 * error state as `aria-invalid`), classes and theme defaults. `TextField` itself brings Select, Menu,
 * Popover and Modal, about 17 KB gzip a sign-in screen has no use for ("A lighter text field" in
 * docs/decisions.md). A native select passes its own input as `slots.input` (`NativeSelect`).
 */
export function TextField(inProps: TextFieldProps) {
  // The theme's MuiTextField defaults (a blank placeholder, for the sign-in screens' floating labels).
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    autoComplete,
    autoFocus = false,
    children,
    className,
    defaultValue,
    helperText,
    id: idOverride,
    inputRef,
    label,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    slots = {},
    slotProps = {},
    type,
    value,
    ...other
  } = props;
  const validationText = useValidationText();
  // A schema's or the server's field message, in the page's language.
  const shownHelperText =
    other.error && typeof helperText === 'string' ? validationText(helperText) : helperText;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  const Input = slots.input ?? OutlinedInput;

  return (
    <FormControl
      variant="outlined"
      {...other}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      <Input
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={other.fullWidth}
        name={name}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        {...(shrink !== undefined && { notched: shrink })}
        {...slotProps.input}
      >
        {children}
      </Input>
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {shownHelperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/**
 * Binds a text field (or a select drawn as one) to a field of a react-hook-form form: the registration,
 * with its ref on the input element, and the field's message under it. The input stays uncontrolled, so
 * what a visitor typed into the server's HTML before the scripts ran is what the form takes in.
 */
export function registerField<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<V>,
) {
  const { ref, ...registration } = form.register(name);
  const { error } = form.getFieldState(name, form.formState);
  return { ...registration, inputRef: ref, error: error !== undefined, helperText: error?.message };
}
