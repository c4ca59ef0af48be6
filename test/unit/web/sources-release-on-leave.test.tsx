// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReleaseOnLeave } from '../../../web/src/features/sources/hooks/use-release-on-leave';

describe('the Google picking session is let go when the page leaves it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("releases nothing on StrictMode's trial unmount, then the session once the page moves off it or unmounts", () => {
    const release = vi.fn();
    const { rerender, unmount } = renderHook(({ id }: { id: string | null }) => useReleaseOnLeave(id, release), { initialProps: { id: 'first' as string | null }, wrapper: StrictMode });
    vi.runAllTimers();
    expect(release).not.toHaveBeenCalled();

    // Cancel or 'Pick more photos': the session id leaves the address.
    rerender({ id: null });
    vi.runAllTimers();
    expect(release).toHaveBeenCalledExactlyOnceWith('first');

    rerender({ id: 'second' });
    vi.runAllTimers();
    unmount();
    vi.runAllTimers();
    expect(release.mock.calls).toEqual([['first'], ['second']]);
  });
});
