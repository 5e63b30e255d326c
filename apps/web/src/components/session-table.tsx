import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { useErrorText } from '../i18n/error-text.ts';
import { styled } from '@mui/material/styles';
import { ChevronDownIcon } from './icons.tsx';
import { Pager } from './pager.tsx';
import { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden.tsx';

export interface TableColumn<Row> {
  /** The column's heading; where rows become cards (narrow spaces) it labels each value. */
  header: string;
  /** The cell of one row; `rowNumber` counts from 1 across pages (the spec's S.No). */
  cell: (row: Row, rowNumber: number) => ReactNode;
  /** Buttons and links: no label of their own on a card, and the card's full width. */
  actions?: boolean;
}

/** A page of rows as the paged list calls answer it (`data` and `pagination`). */
export interface PagedRows<Row> {
  data: Row[];
  pagination: { currentPage: number; totalPages: number; pageSize: number };
}

interface SessionTableProps<Row> {
  /** Names the table for screen readers ("Completed sessions") and, from it, its pager and messages. */
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The page on screen; undefined until the first answer arrives or when it failed. */
  result: PagedRows<Row> | undefined;
  /** The first answer is on its way. */
  loading: boolean;
  /** The last call failed; shown only when there are no rows to show instead. */
  error: Error | null;
  onRetry: () => void;
  /** Another page or search is loading while the previous rows stay on screen, dimmed. */
  stale?: boolean;
  /** Tighter cells, for the admin tables with many columns that must fit beside the sidebar. */
  dense?: boolean;
  /** What an empty list says (the spec's texts, such as "No Active Sessions yet"). */
  emptyText: ReactNode;
  /** The page asked for: the pager shows it while it loads, then the page the server answered. */
  page: number;
  onPageChange: (page: number) => void;
  /** What a row's expander shows (progress line, money, actions); rows have no expander without it. */
  details?: (row: Row) => ReactNode;
  /** Names a row's expander for screen readers ("Details of 60-Minute Session"); starts with "Details". */
  detailsLabel?: (row: Row) => string;
}

// Rows become cards when the table's own box is narrow (a phone, or a tablet with the sidebar open),
// so the breakpoint follows the space the table has rather than the window.
const CARDS = '@container (max-width: 719.98px)';

const Root = styled('div')({ containerType: 'inline-size' });

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  overflow: 'hidden',
  transition: 'opacity 150ms ease',
  '&[aria-busy="true"]': { opacity: 0.55 },
  // As a table only: the cards keep their own spacing.
  '@container (min-width: 720px)': {
    '&[data-dense="true"] th, &[data-dense="true"] td': {
      paddingLeft: theme.spacing(1.25),
      paddingRight: theme.spacing(1.25),
    },
  },
  '& caption': visuallyHiddenStyles,
  '& th': {
    padding: theme.spacing(1.5, 2),
    background: '#f1f5f9',
    color: theme.palette.text.secondary,
    fontSize: '0.8125rem',
    fontWeight: 700,
    letterSpacing: '0.02em',
    textAlign: 'left',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  '& td': {
    padding: theme.spacing(1.75, 2),
    borderTop: `1px solid ${theme.palette.divider}`,
    verticalAlign: 'middle',
    // Long words break only when a column cannot grow, so the columns keep their natural widths.
    overflowWrap: 'break-word',
  },
  '& tr[data-details] > td': { borderTop: 0, background: '#f8fafc' },
  '& button[aria-expanded] svg': { transition: 'transform 200ms ease' },
  '& button[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '& td[data-actions="true"] > div': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    '& > *': { whiteSpace: 'nowrap' },
  },
  [CARDS]: {
    background: 'none',
    border: 0,
    borderRadius: 0,
    overflow: 'visible',
    '&, & tbody, & tr, & td': { display: 'block' },
    '& thead': visuallyHiddenStyles,
    '& tr': {
      marginBottom: theme.spacing(1.5),
      padding: theme.spacing(1.5, 2),
      background: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: 16,
    },
    '& td': {
      display: 'grid',
      gridTemplateColumns: 'minmax(6.5rem, 35%) minmax(0, 1fr)',
      gap: theme.spacing(1.5),
      padding: theme.spacing(0.75, 0),
      border: 0,
      overflowWrap: 'anywhere',
    },
    '& td::before': {
      content: 'attr(data-label)',
      color: theme.palette.text.secondary,
      fontSize: '0.8125rem',
      fontWeight: 700,
      textTransform: 'uppercase',
      letterSpacing: '0.02em',
      paddingTop: 2,
    },
    '& td[data-actions="true"]': {
      display: 'block',
      marginTop: theme.spacing(0.5),
      paddingTop: theme.spacing(1.25),
      borderTop: `1px solid ${theme.palette.divider}`,
    },
    '& td[data-actions="true"]::before': { content: 'none' },
    // An opened row's details continue its card.
    '& tr[data-expanded="true"]': { marginBottom: 0, borderBottom: 0, borderRadius: '16px 16px 0 0' },
    '& tr[data-details]': { marginTop: 0, borderTop: 0, borderRadius: '0 0 16px 16px' },
    '& tr[data-details] > td': { display: 'block', background: 'none' },
    '& tr[data-details] > td::before': { content: 'none' },
  },
}));

const Message = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(5, 2),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: 16,
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  fontWeight: 600,
  textAlign: 'center',
  '& p': { margin: 0 },
}));

const ErrorTitle = styled('p')(({ theme }) => ({ color: theme.palette.text.primary, fontWeight: 700 }));

/**
 * The session tables of the dashboards: loading, failure (with Try again), the spec's empty text, the rows,
 * and the pager when there is more than one page. Rows keep table semantics (explicit roles, so the
 * narrow card layout does not lose them) with each value labelled by its column on the cards.
 */
export function SessionTable<Row>({
  caption,
  columns,
  rowKey,
  result,
  loading,
  error,
  onRetry,
  stale = false,
  dense = false,
  emptyText,
  page,
  onPageChange,
  details,
  detailsLabel,
}: SessionTableProps<Row>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const detailsIdPrefix = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  function toggle(key: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  // Each state's message is an element of its own (the keys): one replacing the other is new text, not
  // the same line moving, which browsers would count as a layout shift when its width changes.
  if (loading) {
    return (
      <Message key="loading" role="status">
        <p>{t('sessionTable.loading', { caption: caption.toLowerCase() })}</p>
      </Message>
    );
  }
  if (!result) {
    return (
      <Message key="error" role="alert">
        <ErrorTitle>{t('sessionTable.couldNotLoad', { caption })}</ErrorTitle>
        {error && <p>{errorText(error)}</p>}
        <Button variant="outlined" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      </Message>
    );
  }
  if (result.data.length === 0) {
    return (
      <Message key="empty">
        <p>{emptyText}</p>
      </Message>
    );
  }

  const { currentPage, totalPages, pageSize } = result.pagination;
  const firstNumber = (currentPage - 1) * pageSize + 1;
  return (
    <Root>
      <Table role="table" aria-busy={stale} data-dense={dense}>
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col">
                {column.header}
              </th>
            ))}
            {details && (
              <th role="columnheader" scope="col">
                <VisuallyHidden>{t('actions.details')}</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {result.data.map((row, index) => {
            const key = rowKey(row);
            const open = expanded.has(key);
            const detailsId = `${detailsIdPrefix}-${key}`;
            return (
              <Fragment key={key}>
                <tr role="row" data-expanded={open}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      role="cell"
                      data-label={column.header}
                      data-actions={column.actions ?? false}
                    >
                      {/* One box per value, so the card layout's label and value stay two grid items. */}
                      <div>{column.cell(row, firstNumber + index)}</div>
                    </td>
                  ))}
                  {details && (
                    <td role="cell" data-label={t('actions.details')} data-actions="true">
                      <div>
                        <Button
                          size="small"
                          aria-expanded={open}
                          aria-controls={open ? detailsId : undefined}
                          aria-label={detailsLabel?.(row)}
                          endIcon={<ChevronDownIcon size={20} />}
                          onClick={() => toggle(key)}
                        >
                          {t('actions.details')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
                {open && details && (
                  <tr role="row" data-details>
                    <td role="cell" id={detailsId} colSpan={columns.length + 1}>
                      {details(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
      <Pager
        label={t('sessionTable.pagesOf', { caption: caption.toLowerCase() })}
        page={stale ? page : currentPage}
        totalPages={totalPages}
        onPageChange={onPageChange}
      />
    </Root>
  );
}
