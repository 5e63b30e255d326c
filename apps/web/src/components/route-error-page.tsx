import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { ButtonLink, buttonStyles } from './button-link.tsx';

const Holder = styled('div')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(8, 2),
  textAlign: 'center',
  [theme.breakpoints.up('md')]: { padding: theme.spacing(12, 3) },
}));

// Focused by script only, to lead screen readers and the keyboard here; a ring around a heading would
// only puzzle those who see it.
const Heading = styled('h1')(({ theme }) => ({ ...theme.typography.h2, margin: 0, outline: 'none' }));

const Message = styled('p')(({ theme }) => ({
  margin: theme.spacing(2, 0, 4),
  color: theme.palette.text.secondary,
  fontSize: '1.0625rem',
  textWrap: 'pretty',
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.spacing(1.5),
}));

const RetryButton = styled('button')(({ theme }) => buttonStyles(theme, { variant: 'contained' }));

interface RouteErrorPageProps {
  /** Where "Go to home" leads: the site's home, or a signed-in area's dashboard. */
  home: string;
  onRetry: () => void;
}

/** What a part of the app shows in place of a page that failed, instead of a blank screen. */
export function RouteErrorPage({ home, onRetry }: RouteErrorPageProps) {
  const { t } = useTranslation(['common', 'errors']);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Holder>
      <Heading ref={heading} tabIndex={-1}>
        {t('routeError.heading')}
      </Heading>
      <Message role="alert">{t('errors:unexpected')}</Message>
      <Actions>
        <RetryButton type="button" onClick={onRetry}>
          {t('actions.tryAgain')}
        </RetryButton>
        <ButtonLink to={home} variant="outlined">
          {t('routeError.home')}
        </ButtonLink>
      </Actions>
    </Holder>
  );
}
