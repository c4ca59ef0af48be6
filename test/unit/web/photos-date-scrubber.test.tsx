// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { DateScrubber } from '../../../web/src/features/photos/components/date-scrubber';
import type { DateGroup } from '../../../web/src/features/photos/utils/date-groups';
import { installBrowserStubs } from './helpers';

const group = (id: string, label: string, year: number | null, start: number): DateGroup => ({ id, label, shortLabel: label, year, month: null, start, count: 10 });
const GROUPS = [group('y2024', '2024', 2024, 0), group('y2019', '2019', 2019, 10), group('none', 'No date', null, 20)];
const OFFSETS = [0, 1000, 2000];
const RAIL_HEIGHT = 600;

beforeEach(() => {
  installBrowserStubs();
  // jsdom lays nothing out: the rail (the slider) is 600 px tall, as on a laptop.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.getAttribute('role') === 'slider' ? RAIL_HEIGHT : 0;
    return { x: 0, y: 0, top: 0, left: 0, right: 48, bottom: height, width: 48, height, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const scrubber = (totalSize: number) => (
  <ChakraProvider value={system}>
    <DateScrubber groups={GROUPS} offsets={OFFSETS} totalSize={totalSize} scrollMargin={200} hasMore={false} />
  </ChakraProvider>
);

describe('the date scrubber', () => {
  it('spreads its years down the rail when the library grows taller than the window after the first render', () => {
    // While the first page loads the grid is shorter than the window, and the scrubber is not drawn.
    const { rerender } = render(scrubber(300));
    expect(screen.queryByRole('slider', { name: 'Jump to a date' })).toBeNull();

    rerender(scrubber(3000));
    const rail = screen.getByRole('slider', { name: 'Jump to a date' });
    // Each year where its photos are on the rail: not piled up above its top, one hiding the rest.
    const marks = [...rail.querySelectorAll<HTMLElement>('p')].map((mark) => `${mark.textContent} at ${getComputedStyle(mark).top}`);
    // Where the page scrolls to show the year at the top: 3000 px of grid 200 px down a 768 px window
    // scrolls 2432 px, and 2019 is at the top at 1128 px (46% of the way), 'No date' at 2128 px.
    expect(marks).toEqual(['2024 at 8px', '2019 at 278px', 'No date at 525px']);
    expect(getComputedStyle(rail.querySelector('[data-part="thumb"]')!).top).toBe('0px');
  });

  it('brings the year whose label was clicked to the top of the window', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(scrubber(3000));
    const rail = screen.getByRole('slider', { name: 'Jump to a date' });
    const label = [...rail.querySelectorAll<HTMLElement>('p')].find((mark) => mark.textContent === '2019')!;
    // jsdom has no PointerEvent: a mouse event of that name carries the position React reads.
    act(() => void rail.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientY: parseFloat(getComputedStyle(label).top) })));
    const { top } = scrollTo.mock.calls.at(-1)![0] as { top: number };
    // The group at the top of the window once scrolled there (the scrubber's own rule: 80 px below
    // the grid's top edge, 200 px down the page) is 2019's, which starts 1000 px into the grid.
    const atTop = top - 200 + 80;
    expect(atTop).toBeGreaterThanOrEqual(1000);
    expect(atTop).toBeLessThan(2000);
    vi.unstubAllGlobals();
  });

  it("says the last group at the very end of the library, though another is at the window's top", () => {
    // The undated group is 100 px tall: with the page scrolled to its end (2100 px of grid 200 px down
    // a 768 px window: 1532 px), 2019 is at the window's top and 'No date' is in view below it.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1532);
    render(scrubber(2100));
    expect(screen.getByRole('slider', { name: 'Jump to a date' }).getAttribute('aria-valuetext')).toBe('No date');
  });
});
