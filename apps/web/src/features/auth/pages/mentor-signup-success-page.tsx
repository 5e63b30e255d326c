import { Link } from 'react-router';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { CheckCircleIcon } from '../../../components/account-icons.tsx';
import { usePageHead } from '../../../lib/page-head.ts';
import { AuthCard, AuthHeading, AuthLead } from '../components/auth-card.tsx';

const Steps = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: theme.spacing(0, 0, 3),
  paddingLeft: theme.spacing(2.5),
  '& li::marker': { color: theme.palette.primary.main, fontWeight: 800 },
}));

const Subheading = styled('h2')(({ theme }) => ({ margin: theme.spacing(0, 0, 1.5), fontSize: '1.0625rem' }));

/** After the academics upload: the application waits for an operator's approval. */
export function MentorSignupSuccessPage() {
  usePageHead({ title: 'Application Submitted' });
  return (
    <AuthCard>
      <CheckCircleIcon size={56} color="#0f766e" />
      <AuthHeading>Application Submitted</AuthHeading>
      <AuthLead>
        Thank you! Your mentor application has been submitted and is under review. We will e-mail you as soon
        as it is approved.
      </AuthLead>
      <Subheading>What happens next</Subheading>
      <Steps>
        <li>Our team checks your NEET score card and college ID.</li>
        <li>We may invite you to a short soft-skills interview.</li>
        <li>Once approved, you get training and set up your mentor profile.</li>
        <li>Then log in with your e-mail and password and start mentoring.</li>
      </Steps>
      <Button component={Link} to="/login" variant="contained" size="large" fullWidth>
        Login
      </Button>
    </AuthCard>
  );
}
