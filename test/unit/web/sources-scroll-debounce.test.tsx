// @vitest-environment jsdom
import { GOOGLE_SCROLL_DEBOUNCE_MS } from '@heirloom/shared/contracts/sources';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from '../../../web/src/features/sources/hooks/use-debounced-callback';

describe('the Google picker scroll debounce (spec: 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the next page once, 500 ms after a burst of scroll events has settled', () => {
    const fetchNext = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fetchNext, GOOGLE_SCROLL_DEBOUNCE_MS));
    for (let i = 0; i < 10; i++) {
      result.current();
      vi.advanceTimersByTime(100);
    }
    expect(fetchNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(GOOGLE_SCROLL_DEBOUNCE_MS - 100 - 1);
    expect(fetchNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchNext).toHaveBeenCalledTimes(1);
  });

  it('never fires after the picker is gone', () => {
    const fetchNext = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fetchNext, GOOGLE_SCROLL_DEBOUNCE_MS));
    result.current();
    unmount();
    vi.advanceTimersByTime(GOOGLE_SCROLL_DEBOUNCE_MS * 2);
    expect(fetchNext).not.toHaveBeenCalled();
  });
});
