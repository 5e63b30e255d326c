import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { VisibilityIcon, VisibilityOffIcon } from './account-icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A masked password input with a show/hide toggle: typing on a small phone keyboard is error-prone. */
export function PasswordField({ autoComplete, slotProps, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { autoComplete, autoCapitalize: 'none', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('fields.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((value) => !value)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon size={22} /> : <VisibilityIcon size={22} />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
