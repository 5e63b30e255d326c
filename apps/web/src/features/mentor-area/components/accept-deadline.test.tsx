import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/i18n.ts';
import { AcceptDeadline, describeTimeLeft as describeIn } from './accept-deadline.tsx';

const english = testI18n('en').getFixedT('en', 'mentor');
const describeTimeLeft = (ms: number) => describeIn(ms, english);

const MINUTE = 60_000;

describe('describeTimeLeft', () => {
  it('counts hours and minutes, then minutes, then less than a minute', () => {
    expect(describeTimeLeft(23 * 60 * MINUTE + 10 * MINUTE + 59_000)).toBe('23 h 10 min left');
    expect(describeTimeLeft(2 * 60 * MINUTE)).toBe('2 h left');
    expect(describeTimeLeft(45 * MINUTE)).toBe('45 min left');
    expect(describeTimeLeft(30_000)).toBe('Less than a minute left');
  });

  it('says Expired once the deadline has passed', () => {
    expect(describeTimeLeft(0)).toBe('Expired');
    expect(describeTimeLeft(-5 * MINUTE)).toBe('Expired');
  });
});

describe('AcceptDeadline', () => {
  const acceptBy = '2025-03-05T11:00:00.000Z';
  const deadline = new Date(acceptBy).getTime();

  it('shows the time left and the deadline in India time', () => {
    const { container } = render(<AcceptDeadline acceptBy={acceptBy} now={deadline - 6 * 60 * MINUTE} />);
    expect(container.textContent).toBe('6 h left' + 'by 05 Mar 2025, 4:30 pm');
    expect(screen.getByText('6 h left').dataset.urgency).toBe('normal');
  });

  it('marks the last 4 hours, when the reminder has gone out, and a passed deadline', () => {
    const { rerender } = render(<AcceptDeadline acceptBy={acceptBy} now={deadline - 3 * 60 * MINUTE} />);
    expect(screen.getByText('3 h left').dataset.urgency).toBe('soon');
    rerender(<AcceptDeadline acceptBy={acceptBy} now={deadline + MINUTE} />);
    expect(screen.getByText('Expired').dataset.urgency).toBe('over');
  });
});

describe('AcceptDeadline in Hindi', () => {
  it('counts the time left in Hindi', () => {
    const hindi = testI18n('hi').getFixedT('hi', 'mentor');
    expect(describeIn(2 * 60 * MINUTE + 5 * MINUTE, hindi)).toBe('2 घंटे 5 मिनट बचे हैं');
    expect(describeIn(0, hindi)).toBe('समय ख़त्म');
  });
});
