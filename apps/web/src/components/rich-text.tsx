import { createContext, useContext } from 'react';
import { styled } from '@mui/material/styles';

const Prose = styled('div')(({ theme }) => ({
  color: theme.palette.text.primary,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& p': { margin: theme.spacing(0, 0, 1.5) },
  '& h2': { margin: theme.spacing(3.5, 0, 1.25), fontSize: '1.375rem', fontWeight: 800, lineHeight: 1.3 },
  '& h3': { margin: theme.spacing(3, 0, 1), fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
  '& h4': { margin: theme.spacing(2.5, 0, 1), fontSize: '1rem', fontWeight: 700 },
  '& ul, & ol': { margin: theme.spacing(0, 0, 1.5), paddingLeft: theme.spacing(3) },
  '& li': { marginBottom: theme.spacing(0.75) },
  '& li::marker': { color: theme.palette.primary.main },
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
  '& img': { height: 'auto', borderRadius: 12 },
  '& blockquote': {
    margin: theme.spacing(2, 0),
    padding: theme.spacing(1, 2),
    borderLeft: `4px solid ${theme.palette.primary.main}`,
    background: theme.palette.primary.light,
    borderRadius: 8,
  },
}));

/** The server's own sanitiser, given when the server prerenders a page (entry-server.tsx). */
export const ServerRichTextContext = createContext<((html: string) => string) | null>(null);

interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * HTML written in the admin's editor (blogs, webinar, package descriptions). The server is its only
 * source and cleans it to the contract's allowlist when it is saved (`apps/server/src/lib/rich-text.ts`), and
 * again when it prerenders a page; the browser shows what the API sends. The content security policy is
 * the second line: it runs no inline script, event handler or `javascript:` address, whatever a row holds.
 */
export function RichText({ html, className }: RichTextProps) {
  const serverSanitize = useContext(ServerRichTextContext);
  const clean = serverSanitize ? serverSanitize(html) : html;
  // The prerender's cleaning may write the same content with small differences (attribute order): hydration
  // keeps the server's HTML rather than warn about them.
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
