import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { PageText } from '@neetmentor/contract';
import { PageHeader, PageInner } from '../../../components/page-header.tsx';
import { usePageHead } from '../../../lib/page-head.ts';

export interface TextSection {
  /** The anchor of the section, for the table of contents and for links to it. */
  id: string;
  title: string;
  body: ReactNode;
}

const Layout = styled(PageInner)(({ theme }) => ({
  paddingTop: theme.spacing(4),
  paddingBottom: theme.spacing(8),
  [theme.breakpoints.up('md')]: {
    display: 'grid',
    gridTemplateColumns: '240px minmax(0, 760px)',
    gap: theme.spacing(6),
    alignItems: 'start',
    paddingTop: theme.spacing(6),
    paddingBottom: theme.spacing(10),
  },
}));

// The contents list helps on wide screens; on a phone it would only push the text down.
const Contents = styled('nav')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: {
    display: 'block',
    position: 'sticky',
    top: theme.spacing(12),
    maxHeight: `calc(100vh - ${theme.spacing(14)})`,
    overflowY: 'auto',
    padding: theme.spacing(2),
    borderRadius: 16,
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& p': {
    margin: theme.spacing(0, 0, 1),
    color: theme.palette.text.secondary,
    fontSize: '0.75rem',
    fontWeight: 800,
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
  },
  '& ol': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 },
  '& a': {
    display: 'block',
    padding: theme.spacing(0.75, 1),
    borderRadius: 8,
    color: theme.palette.text.primary,
    fontSize: '0.875rem',
    lineHeight: 1.35,
    textDecoration: 'none',
    '&:hover': { background: theme.palette.primary.light, color: theme.palette.primary.dark },
  },
}));

const Article = styled('div')(({ theme }) => ({
  color: theme.palette.text.primary,
  fontSize: '1.0625rem',
  lineHeight: 1.75,
  '& section + section': { marginTop: theme.spacing(5) },
  '& h2': {
    margin: theme.spacing(0, 0, 1.5),
    fontSize: '1.5rem',
    fontWeight: 800,
    lineHeight: 1.3,
    scrollMarginTop: theme.spacing(12),
  },
  '& h3': { margin: theme.spacing(3, 0, 1), fontSize: '1.125rem', fontWeight: 700 },
  '& p': { margin: theme.spacing(0, 0, 1.5) },
  '& ul, & ol': { margin: theme.spacing(0, 0, 1.5), paddingLeft: theme.spacing(3) },
  '& li': { marginBottom: theme.spacing(0.75) },
  '& li::marker': { color: theme.palette.primary.main },
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
  '& table': {
    width: '100%',
    margin: theme.spacing(1, 0, 2),
    borderCollapse: 'collapse',
    fontSize: '0.9375rem',
    background: theme.palette.background.paper,
  },
  '& th, & td': {
    padding: theme.spacing(1, 1.5),
    border: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
  },
  '& th': { background: theme.palette.primary.light, fontWeight: 700 },
  '& caption': { paddingBottom: theme.spacing(1), fontWeight: 700, textAlign: 'left' },
}));

const Action = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(6),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
  // The article's link colour must not repaint the button's label.
  '&& a': { color: theme.palette.primary.contrastText },
}));

interface TextPageProps {
  /** The page's h1. */
  title: string;
  /** The tab title and description, as the server writes them into the page's HTML. */
  head: PageText;
  intro: ReactNode;
  sections: TextSection[];
  /** What to do next, under the last section (a link to the page that acts on what was read). */
  action?: ReactNode;
}

/** The shared reading layout of the policy, help and about pages: h1, numbered sections, contents on wide screens. */
export function TextPage({ title, head, intro, sections, action }: TextPageProps) {
  usePageHead(head);
  const { t } = useTranslation('content');
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Layout>
        <Contents aria-label={t('textPage.contents')}>
          <p aria-hidden="true">{t('textPage.contents')}</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <Article>
          {sections.map((section) => (
            <section key={section.id}>
              {/* A long page comes to life section by section (inside each, so the sections stay siblings). */}
              <Suspense fallback={null}>
                <h2 id={section.id}>{section.title}</h2>
                {section.body}
              </Suspense>
            </section>
          ))}
          {action && <Action>{action}</Action>}
        </Article>
      </Layout>
    </>
  );
}
