import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../components/button-link.tsx';
import { usePageHead } from '../../lib/page-head.ts';

export function NotFoundPage() {
  usePageHead({ title: 'Page not found' });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        component="p"
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        Page not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <ButtonLink to="/" size="large">
        Go to the homepage
      </ButtonLink>
    </Container>
  );
}
