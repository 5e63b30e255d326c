import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { usePageHead } from '../lib/page-head.ts';
import type { UseMutationResult } from '@tanstack/react-query';
import { ChangePasswordForm, type PasswordChange } from './change-password-form.tsx';

const Card = styled('div')(({ theme }) => ({
  maxWidth: 520,
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

interface ChangePasswordPageProps {
  description: string;
  /** The role's change-password hook. */
  mutation: UseMutationResult<{ token: string }, Error, PasswordChange>;
}

/** The mentor's and the admin's Change Password screens (spec part 2 §2, §8). */
export function ChangePasswordPage({ description, mutation }: ChangePasswordPageProps) {
  const { t } = useTranslation();
  usePageHead({ title: t('changePassword.pageTitle') });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.25rem)', mb: 1 }}>
        {t('changePassword.pageTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{description}</Typography>
      <Card>
        <ChangePasswordForm mutation={mutation} />
      </Card>
    </Container>
  );
}
