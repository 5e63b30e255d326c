import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAGE_NOT_FOUND_TEXT, ROUTES } from '@neetmentor/contract';
import { ButtonLink } from '../../components/button-link.tsx';
import { usePageHead } from '../../lib/page-head.ts';

/** Every address that is no page; the server sends it with status 404. */
export function NotFoundPage() {
  usePageHead(PAGE_NOT_FOUND_TEXT);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        component="p"
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        {PAGE_NOT_FOUND_TEXT.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{PAGE_NOT_FOUND_TEXT.description}</Typography>
      <ButtonLink to={ROUTES.home} size="large">
        Go to the homepage
      </ButtonLink>
    </Container>
  );
}
