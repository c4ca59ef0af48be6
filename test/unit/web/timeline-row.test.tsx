// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import type { TimelineItem } from '@heirloom/shared/contracts/timeline';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { TimelineRow } from '../../../web/src/features/timeline/components/timeline-row';

afterEach(() => cleanup());

const event = (dates: Pick<TimelineItem, 'start_date' | 'end_date' | 'sort_date'>): TimelineItem => ({
  id: 'e-1',
  item_type: 'event',
  name: 'Olav V died',
  event_type: 'death',
  location: null,
  date_taken: null,
  image_type: null,
  placeholder: null,
  thumbnail_url: null,
  description: null,
  event_id: null,
  people: [{ id: 'p-1', name: 'Olav V' }],
  ...dates,
});

const dateShown = (item: TimelineItem) => {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <TimelineRow item={item} eventName={null} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return screen.getByTestId('timeline-event').firstElementChild?.textContent;
};

describe('a timeline row’s date', () => {
  it('reads a GEDCOM date as the person page does, never in capitals', () => {
    expect(dateShown(event({ start_date: '17 JAN 1991', end_date: null, sort_date: '1991-1-17' }))).toBe('17 Jan 1991');
  });

  it('reads both ends of a span and a qualified date', () => {
    expect(dateShown(event({ start_date: 'ABT 1850', end_date: '3 MAY 1900', sort_date: '1850-0-0' }))).toBe('about 1850 to 3 May 1900');
  });

  it('keeps text that is not a date as it was written, and gives the year when there is none', () => {
    expect(dateShown(event({ start_date: 'the winter after the flood', end_date: null, sort_date: '1850-0-0' }))).toBe('the winter after the flood');
    cleanup();
    expect(dateShown(event({ start_date: null, end_date: null, sort_date: '1850-6-0' }))).toBe('1850');
  });
});

describe('a timeline row’s second line', () => {
  const shown = (item: TimelineItem) => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <TimelineRow item={item} eventName={null} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    return screen.getByTestId('timeline-event').textContent;
  };
  const burial: TimelineItem = { ...event({ start_date: '1 May 1900', end_date: null, sort_date: '1900-5-1' }), name: 'Burial', event_type: 'Burial', location: 'Kendal', people: [{ id: 'p-2', name: 'Ann Lee' }] };

  it('says whose burial a row named only “Burial” is, and where', () => {
    expect(shown(burial)).toContain('Ann Lee · Kendal');
  });

  it('names the spouses of a marriage whose name does not, before its type', () => {
    expect(shown({ ...burial, name: 'The wedding', event_type: 'marriage', people: [{ id: 'a', name: 'Ann Lee' }, { id: 'b', name: 'Bob Ray' }] })).toContain('Ann Lee and Bob Ray · Marriage · Kendal');
  });

  it('does not repeat a name the event’s name already says', () => {
    expect(shown({ ...burial, name: 'Olav V died', event_type: 'death', people: [{ id: 'p-1', name: 'Olav V' }] })).toContain('Death · Kendal');
  });
});

describe('a timeline row’s name', () => {
  it('takes two lines before it is cut, so a phone’s row says whose event it is (“John Fitzgerald KENNEDY Jr. died”, not “John Fitzgerald…”)', () => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <TimelineRow item={{ ...event({ start_date: '16 Jul 1999', end_date: null, sort_date: '1999-7-16' }), name: 'John Fitzgerald KENNEDY Jr. died' }} eventName={null} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const name = screen.getByRole('link', { name: 'John Fitzgerald KENNEDY Jr. died' });
    expect(getComputedStyle(name).getPropertyValue('-webkit-line-clamp')).toBe('2');
  });
});

describe('a timeline photo’s name', () => {
  const photo: TimelineItem = {
    ...event({ start_date: null, end_date: null, sort_date: '1962-5-0' }),
    id: 'ph-1',
    item_type: 'photo',
    name: 'albums_nature_wood_anemones.jpg',
    event_type: null,
    image_type: 'photo',
    date_taken: 'May 1962',
    people: [],
  };
  const linkText = (item: TimelineItem) => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <TimelineRow item={item} eventName={null} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    return screen.getByRole('link').textContent;
  };

  it('is what the family wrote about it, before the name its file came with', () => {
    expect(linkText({ ...photo, description: "Granny's garden, anemones by the wall" })).toBe("Granny's garden, anemones by the wall");
  });

  it('is the file’s name while it has no description', () => {
    expect(linkText({ ...photo, description: '  ' })).toBe('albums_nature_wood_anemones.jpg');
  });
});
