import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & {
  /** `username` where the address is the login name a password manager should pair with the password. */
  autoComplete?: 'email' | 'username';
};

/** An e-mail input with the phone keyboard that has @ and no automatic capital letter. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('fields.email')}
      type="email"
      slotProps={{ htmlInput: { autoComplete, inputMode: 'email', autoCapitalize: 'none' } }}
    />
  );
}
