import { describe, expect, it } from 'vitest';
import { timelineQuery } from '@heirloom/shared/contracts/timeline';
import { sortKeyOfTimelineDate, timelineDateOfSortKey, yearLabel } from '@heirloom/shared/rules/timeline-date';
import { eventSpan, FIRST_KEY, isInRange, LAST_KEY, mergePage, pageRequestOf, sourceRange, type Position } from '../../../lambdas/domain/timeline/paging';

const request = (query: Record<string, string>) => pageRequestOf(timelineQuery.parse(query));
const at = (date: string, kind: Position['kind'], id: string): Position => ({ date, kind, id });

describe('timeline dates on the wire', () => {
  it('map astronomical years to sort keys and back, BCE included', () => {
    expect(sortKeyOfTimelineDate('1851-1-1')).toBe('11851-01-01');
    expect(sortKeyOfTimelineDate('-43-0-0')).toBe('09957-00-00');
    expect(sortKeyOfTimelineDate('-5000-1-1')).toBe('05000-01-01');
    expect(timelineDateOfSortKey('09957-03-15')).toBe('-43-3-15');
    expect(timelineDateOfSortKey('11850-00-00')).toBe('1850-0-0');
    expect(sortKeyOfTimelineDate('1851-13-1')).toBeUndefined();
    expect(sortKeyOfTimelineDate('May 1851')).toBeUndefined();
    expect(yearLabel(0)).toBe('1 BCE');
    expect(yearLabel(-43)).toBe('44 BCE');
  });
});

describe('page requests', () => {
  it('read a date alone as the start of that day (a first of the month or of January as the start of the month or year)', () => {
    expect(request({ last_date: '1851-1-1' })).toEqual({ direction: 'down', cursor: at('11851-00-00', 'event', '') });
    expect(request({ last_date: '1851-6-1' })).toEqual({ direction: 'down', cursor: at('11851-06-00', 'event', '') });
    expect(request({ last_date: '1851-6-2' })).toEqual({ direction: 'down', cursor: at('11851-06-02', 'event', '') });
    expect(request({ last_date: '1851-1-1', last_event_id: 'E1' })).toEqual({ direction: 'down', cursor: at('11851-01-01', 'event', 'E1') });
    expect(request({ direction: 'up', max_date: '1850-6-0', max_image_id: 'P1' })).toEqual({ direction: 'up', cursor: at('11850-06-00', 'photo', 'P1') });
    expect(request({})).toEqual({ direction: 'down', cursor: null });
  });

  it('refuse both ids at once and paging up from nowhere', () => {
    expect(timelineQuery.safeParse({ last_date: '1851-1-1', last_event_id: 'E', last_image_id: 'P' }).success).toBe(false);
    expect(timelineQuery.safeParse({ direction: 'up' }).success).toBe(false);
  });
});

describe('source ranges', () => {
  it('stop down at the cursor; at its date events sort before photos', () => {
    const fromEvent = { direction: 'down' as const, cursor: at('11850-00-00', 'event', 'E5') };
    expect(sourceRange('event', fromEvent)).toEqual({ from: FIRST_KEY, to: { date: '11850-00-00', id: 'E5' } });
    expect(sourceRange('photo', fromEvent)).toEqual({ from: FIRST_KEY, to: { date: '11850-00-00', id: '' } });
    const fromPhoto = { direction: 'down' as const, cursor: at('11850-00-00', 'photo', 'P5') };
    expect(sourceRange('event', fromPhoto)).toEqual({ from: FIRST_KEY, to: { date: '11850-00-00', id: '~' } });
  });

  it('start up at the cursor, and stay within limits such as an event’s dates', () => {
    const up = { direction: 'up' as const, cursor: at('11920-06-03', 'photo', 'P1') };
    const june = eventSpan('11920-06-00', null);
    expect(june).toEqual({ from: { date: '11920-06-00', id: '' }, to: { date: '11920-06-99', id: '~' } });
    expect(sourceRange('photo', up, june)).toEqual({ from: { date: '11920-06-03', id: 'P1' }, to: june.to });
    expect(sourceRange('photo', { direction: 'down', cursor: at('11900-01-01', 'event', '') }, june)).toBeNull();
    expect(sourceRange('event', { direction: 'up', cursor: null })).toEqual({ from: FIRST_KEY, to: LAST_KEY });
  });

  it('hold what their Query would return, the cursor item included', () => {
    const range = sourceRange('event', { direction: 'down', cursor: at('11850-00-00', 'event', 'E5') })!;
    expect(isInRange({ date: '11850-00-00', id: 'E5' }, range)).toBe(true);
    expect(isInRange({ date: '11850-00-00', id: 'E4' }, range)).toBe(true);
    expect(isInRange({ date: '11850-00-00', id: 'E6' }, range)).toBe(false);
    expect(isInRange({ date: '11850-01-00', id: 'E1' }, range)).toBe(false);
  });

  it('cover a bare year, a month or a day, or up to the end date', () => {
    expect(eventSpan('11920-00-00', null).to.date).toBe('11920-99-99');
    expect(eventSpan('11920-06-02', '11920-06-04').to.date).toBe('11920-06-04');
    expect(eventSpan('11920-06-02', null).to.date).toBe('11920-06-02');
  });
});

describe('merging a page', () => {
  const events = [at('11851-01-01', 'event', 'E2'), at('11850-00-00', 'event', 'E1')];
  const photos = [at('11851-01-01', 'photo', 'P2'), at('11849-05-00', 'photo', 'P1')];

  it('gives newest first without the cursor, paging down or up', () => {
    const down = mergePage({ direction: 'down', cursor: at('11851-01-01', 'photo', 'P2') }, [events, photos], 10);
    expect(down.map((item) => item.id)).toEqual(['E2', 'E1', 'P1']);
    const up = mergePage({ direction: 'up', cursor: at('11850-00-00', 'event', 'E1') }, [events, photos], 2);
    expect(up.map((item) => item.id)).toEqual(['P2', 'E2']);
    const nearest = mergePage({ direction: 'up', cursor: at('11849-05-00', 'photo', 'P1') }, [events, photos], 1);
    expect(nearest.map((item) => item.id)).toEqual(['E1']);
  });

  it('lists an event once when a person holds several roles in it', () => {
    expect(mergePage({ direction: 'down', cursor: null }, [[...events, events[0]!]], 10)).toHaveLength(2);
  });
});
