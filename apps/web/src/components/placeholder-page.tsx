import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageHead } from '../lib/page-head.ts';

interface PlaceholderPageProps {
  title: string;
  description: string;
}

/** A tidy stand-in for a screen whose feature is still being built: its title and one sentence. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  usePageHead({ title });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', maxWidth: '60ch' }}>
        {description}
      </Typography>
    </Container>
  );
}
