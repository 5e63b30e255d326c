import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageHistory, type HistoryItem } from './message-history.tsx';

const ROW_PX = 100;
const VIEW_PX = 300;
/** Height the content has beyond its rows (a status line that grew, the view that shrank). */
let extraPx = 0;

/** ResizeObserver as the test drives it: `resized()` plays a change of size of what it observes. */
const resizes: FakeResizeObserver[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {
    resizes.push(this);
  }
  observe() {}
  disconnect() {
    resizes.splice(resizes.indexOf(this), 1);
  }
  resized() {
    this.callback();
  }
}

/** Messages numbered `from`…, one a minute on 5 March 2025 (India time), theirs unless told. */
function items(from: number, count: number, mine = false): HistoryItem[] {
  return Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return {
      key: `k${number}`,
      at: new Date(Date.UTC(2025, 2, 5, 6, number)).toISOString(),
      mine,
      node: <p>message {number}</p>,
    };
  });
}

function renderHistory(list: HistoryItem[], onLoadOlder = vi.fn(), hasOlder = false) {
  let setItems: (next: HistoryItem[]) => void = () => undefined;
  function Harness() {
    const [shown, setShown] = useState(list);
    setItems = setShown;
    return (
      <MessageHistory
        label="Messages with Arjun Mehta"
        items={shown}
        hasOlder={hasOlder}
        loadingOlder={false}
        onLoadOlder={onLoadOlder}
        empty={<p>Empty</p>}
      />
    );
  }
  renderWithProviders(<Harness />);
  const log = screen.getByRole('log', { name: 'Messages with Arjun Mehta' });
  return { log, onLoadOlder, show: (next: HistoryItem[]) => act(() => setItems(next)) };
}

function scrollTo(log: HTMLElement, top: number) {
  log.scrollTop = top;
  fireEvent.scroll(log);
}

describe('MessageHistory', () => {
  beforeEach(() => {
    // jsdom lays nothing out: every row of the log's content is 100 px high, the view 300 px.
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('role') === 'log'
        ? (this.firstElementChild?.childElementCount ?? 0) * ROW_PX + extraPx
        : 0;
    });
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEW_PX);
    extraPx = 0;
    resizes.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stays at the end when the view or the messages change size, unless the reader scrolled up', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { log } = renderHistory(items(1, 10));
    expect(resizes).toHaveLength(1);
    // The header's session line arrives and the composer grows: the messages fit less, the end moves.
    extraPx = 168;
    act(() => resizes.forEach((observer) => observer.resized()));
    expect(log.scrollTop).toBe(log.scrollHeight);

    scrollTo(log, 200);
    extraPx = 300;
    act(() => resizes.forEach((observer) => observer.resized()));
    expect(log.scrollTop).toBe(200);
  });

  it('opens at the latest message and follows new ones while the reader is there', () => {
    const first = items(1, 10);
    const { log, show } = renderHistory(first);
    expect(log.scrollTop).toBe(log.scrollHeight);

    show([...first, ...items(11, 1)]);
    expect(log.scrollTop).toBe(log.scrollHeight);
  });

  it('stays where a reader scrolled up to, offering a jump to the new messages', async () => {
    const user = userEvent.setup();
    const first = items(1, 10);
    const { log, show } = renderHistory(first);
    scrollTo(log, 200);

    show([...first, ...items(11, 1)]);
    expect(log.scrollTop).toBe(200);
    await user.click(screen.getByRole('button', { name: 'New messages' }));
    expect(log.scrollTop).toBe(log.scrollHeight);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('brings the reader to the end for a message they wrote themselves', () => {
    const first = items(1, 10);
    const { log, show } = renderHistory(first);
    scrollTo(log, 200);
    show([...first, ...items(11, 1, true)]);
    expect(log.scrollTop).toBe(log.scrollHeight);
  });

  it('loads older messages near the top and keeps the ones in view in place', () => {
    const latest = items(11, 10);
    const { log, show, onLoadOlder } = renderHistory(latest, vi.fn(), true);
    scrollTo(log, 50);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);

    const heightBefore = log.scrollHeight;
    show([...items(1, 10), ...latest]);
    expect(log.scrollTop).toBe(50 + (log.scrollHeight - heightBefore));
  });

  it('separates the days in India time', () => {
    const lateEvening = { key: 'a', at: '2025-03-05T18:00:00.000Z', mine: false, node: <p>late</p> };
    const afterMidnight = { key: 'b', at: '2025-03-05T18:40:00.000Z', mine: false, node: <p>later</p> };
    const nextMorning = { key: 'c', at: '2025-03-06T04:00:00.000Z', mine: false, node: <p>morning</p> };
    const { log } = renderHistory([lateEvening, afterMidnight, nextMorning]);
    // 18:00 UTC is 11:30 pm on the 5th in India; 18:40 UTC is already the 6th.
    expect(Array.from(log.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      expect.stringMatching(/^Wed, 05 Mar,? 2025$/),
      'late',
      expect.stringMatching(/^Thu, 06 Mar,? 2025$/),
      'later',
      'morning',
    ]);
  });
});
