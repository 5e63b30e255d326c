import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { EmailField } from '../../../components/email-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField, type TextFieldProps } from '../../../components/text-field.tsx';

type AccountField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';

interface AccountFieldsProps {
  /** A field's registration with the form, by its name (its label, type and autofill are set here). */
  field: (name: AccountField) => Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>;
}

/**
 * What every sign-up asks first: first and last name (side by side where there is room, stacked on
 * phones), the e-mail address, and a new password typed twice.
 */
export function AccountFields({ field }: AccountFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          label={t('fields.firstName')}
          required
          {...field('firstName')}
          slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
        />
        <TextField
          label={t('fields.lastName')}
          required
          {...field('lastName')}
          slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
        />
      </Stack>
      <EmailField required {...field('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </>
  );
}
