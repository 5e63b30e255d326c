import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@neetmentor/contract';
import { ButtonLink } from '../../components/button-link.tsx';
import { usePageHead } from '../../lib/page-head.ts';

/** Every address that is no page; the server sends it with status 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  // The English words are the contract's PAGE_NOT_FOUND_TEXT, which the server writes into the head.
  const title = t('notFound.title');
  const description = t('notFound.text');
  usePageHead({ title, description });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        component="p"
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        {t('notFound.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{description}</Typography>
      <ButtonLink to={ROUTES.home} size="large">
        {t('notFound.goHome')}
      </ButtonLink>
    </Container>
  );
}
