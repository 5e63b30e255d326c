import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { TextField, type TextFieldProps } from '../../../components/text-field.tsx';

interface NameFieldsProps {
  firstName: TextFieldProps;
  lastName: TextFieldProps;
}

/** First and last name side by side where there is room, stacked on phones. */
export function NameFields({ firstName, lastName }: NameFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
      <TextField
        label={t('fields.firstName')}
        required
        {...firstName}
        slotProps={{ htmlInput: { autoComplete: 'given-name' } }}
      />
      <TextField
        label={t('fields.lastName')}
        required
        {...lastName}
        slotProps={{ htmlInput: { autoComplete: 'family-name' } }}
      />
    </Stack>
  );
}
