import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { NewsletterForm } from './newsletter-form.tsx';

const Root = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignItems: 'center',
  padding: theme.spacing(3),
  borderRadius: 20,
  background: theme.palette.primary.light,
  border: '1px solid #c9dcee',
  color: theme.palette.text.primary,
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr minmax(0, 460px)', padding: theme.spacing(4, 5) },
}));

const Title = styled('h2')({ margin: 0, fontSize: '1.375rem', fontWeight: 800, lineHeight: 1.3 });

const Text = styled('p')(({ theme }) => ({
  margin: '6px 0 0',
  lineHeight: 1.55,
  color: theme.palette.text.secondary,
}));

/** The blogs page's newsletter box: the footer's sign-up with a title and a line of its own. */
export function NewsletterBox() {
  const id = useId();
  const { t } = useTranslation('content');
  return (
    <Root aria-labelledby={`${id}-title`}>
      <div>
        <Title id={`${id}-title`}>{t('newsletter.boxTitle')}</Title>
        <Text>{t('newsletter.boxText')}</Text>
      </div>
      <NewsletterForm variant="box" />
    </Root>
  );
}
