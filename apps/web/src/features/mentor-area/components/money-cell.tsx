import { styled } from '@mui/material/styles';
import { formatRupeeAmount, type MentorSession } from '@neetmentor/contract';

const Root = styled('div')({ display: 'grid', gap: 2 });

const Paid = styled('span')({ fontWeight: 700 });

const Earning = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

/** What the student paid (Free for a free package) and what completing the session credits the mentor. */
export function MoneyCell({ session }: { session: MentorSession }) {
  return (
    <Root>
      <Paid>{session.price === 0 ? 'Free' : formatRupeeAmount(session.price)}</Paid>
      <Earning>{`You earn ${formatRupeeAmount(session.earning)}`}</Earning>
    </Root>
  );
}
