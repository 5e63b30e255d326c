import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time.ts';

describe('useOneAtATime', () => {
  it('ignores a second start until the first has settled, then starts again', () => {
    const { result, rerender } = renderHook(() => useOneAtATime());
    let settle: () => void = () => undefined;
    const action = vi.fn((done: () => void) => {
      settle = done;
    });

    result.current.run(action);
    result.current.run(action);
    rerender();
    result.current.run(action);
    expect(action).toHaveBeenCalledTimes(1);

    settle();
    result.current.run(action);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
