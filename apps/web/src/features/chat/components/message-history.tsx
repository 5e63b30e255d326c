import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { useLanguage } from '../../../i18n/language.ts';
import { useNow } from '../../../lib/use-now.ts';
import { formatDayLabel, istDay } from '../chat-time.ts';
import { ArrowDownIcon } from './chat-icons.tsx';

/** Within this many pixels of the end counts as reading the latest messages. */
const NEAR_BOTTOM_PX = 80;
/** Older messages are fetched when the reader scrolls this close to the top. */
const NEAR_TOP_PX = 120;

const Frame = styled('div')({ position: 'relative', flex: 1, minHeight: 0, display: 'flex' });

const Scroller = styled('div')({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: '#f6f9fc',
  '&:focus-visible': { outlineOffset: -3 },
});

/** The messages, at least as tall as the view (so the empty state can sit in its middle). */
const Content = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.25),
  padding: theme.spacing(2),
  minHeight: '100%',
  boxSizing: 'border-box',
}));

const Older = styled('div')({ display: 'flex', justifyContent: 'center', minHeight: 36 });

const DaySeparator = styled('p')(({ theme }) => ({
  alignSelf: 'center',
  margin: theme.spacing(1, 0),
  padding: theme.spacing(0.25, 1.5),
  borderRadius: 12,
  background: '#e8eef5',
  color: theme.palette.text.secondary,
  fontSize: '0.75rem',
  fontWeight: 700,
}));

const JumpButton = styled(Button)({
  position: 'absolute',
  left: '50%',
  bottom: 12,
  transform: 'translateX(-50%)',
  borderRadius: 20,
  boxShadow: '0 4px 12px rgba(20, 33, 61, 0.2)',
});

export interface HistoryItem {
  key: string;
  /** When it was written (or typed), for the day separators. */
  at: string;
  /** The user's own: a new one of these always brings the view to the end. */
  mine: boolean;
  node: ReactNode;
}

interface MessageHistoryProps {
  /** Names the log for screen readers, such as "Messages with Riya Sharma". */
  label: string;
  items: HistoryItem[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Shown when there is nothing yet. */
  empty: ReactNode;
  /**
   * Older pages come only when asked for with the button, not when the reader scrolls near the top
   * (data saver: each page is fetched on purpose).
   */
  loadOlderOnRequest?: boolean;
}

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
}

/**
 * The conversation, oldest at the top, grouped under day separators (India time). It opens at the end and
 * follows new messages while the reader is at the end (or wrote them); a reader scrolled up to older ones
 * stays where they are and gets a "New messages" button. Scrolling near the top loads the page before,
 * keeping the messages in view where they were.
 */
export function MessageHistory({
  label,
  items,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  empty,
  loadOlderOnRequest = false,
}: MessageHistoryProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const dayNames = { today: t('days.today'), yesterday: t('days.yesterday') };
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number; top: number }>({
    height: 0,
    top: 0,
  });
  const [unseen, setUnseen] = useState(false);
  const now = useNow(60_000);

  const first = items[0]?.key;
  const lastItem = items[items.length - 1];
  const last = lastItem?.key;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (first !== before.first && last === before.last && before.first !== undefined) {
      // Older messages came in above: keep what the reader was looking at in place.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (last !== before.last) {
      if (before.last === undefined || following.current || lastItem?.mine) {
        element.scrollTop = element.scrollHeight;
        following.current = true;
        setUnseen(false);
      } else {
        setUnseen(true);
      }
    }
    previous.current = { first, last, height: element.scrollHeight, top: element.scrollTop };
  }, [first, last, lastItem]);

  // The view or the messages change size without a message coming: the header's session line or the
  // composer arriving after the history (the view shrinks), a message's status line, the keyboard opening
  // on a phone. A reader at the end stays at the end.
  useLayoutEffect(() => {
    const element = scroller.current;
    const messages = content.current;
    // Every browser the build targets has ResizeObserver; jsdom, where the component tests run, has not.
    if (!element || !messages || typeof ResizeObserver === 'undefined') return;
    const keepAtEnd = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
      previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
    });
    keepAtEnd.observe(element);
    keepAtEnd.observe(messages);
    return () => keepAtEnd.disconnect();
  }, []);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    following.current = isNearBottom(element);
    if (following.current) setUnseen(false);
    previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop <= NEAR_TOP_PX && hasOlder && !loadingOlder && !loadOlderOnRequest) onLoadOlder();
  }

  function jumpToEnd() {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    following.current = true;
    setUnseen(false);
  }

  const previousAt = (index: number) => items[index - 1]?.at;
  return (
    <Frame>
      <Scroller ref={scroller} onScroll={onScroll} role="log" aria-label={label} tabIndex={0}>
        <Content ref={content}>
          {hasOlder && (
            <Older>
              {loadingOlder ? (
                <CircularProgress size={24} aria-label={t('history.loadingOlder')} />
              ) : (
                <Button size="small" onClick={onLoadOlder}>
                  {t('history.loadOlder')}
                </Button>
              )}
            </Older>
          )}
          {items.length === 0 && empty}
          {items.map((item, index) => {
            const before = previousAt(index);
            const separator =
              before === undefined || istDay(before) !== istDay(item.at)
                ? formatDayLabel(item.at, now, language, dayNames)
                : null;
            return (
              <Fragment key={item.key}>
                {separator && <DaySeparator>{separator}</DaySeparator>}
                {item.node}
              </Fragment>
            );
          })}
        </Content>
      </Scroller>
      {unseen && (
        <JumpButton variant="contained" size="small" startIcon={<ArrowDownIcon />} onClick={jumpToEnd}>
          {t('history.jumpToNew')}
        </JumpButton>
      )}
    </Frame>
  );
}
