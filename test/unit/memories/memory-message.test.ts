import { describe, expect, it } from 'vitest';
import type { MessageEvent } from '../../../shared/contracts/messages';
import { messageOf } from '../../../lambdas/domain/memories/remember-the-day';
import type { Memories, PeopleMemoryRecord } from '../../../lambdas/domain/memories/types';
import { messagesForEvent } from '../../../lambdas/domain/messages/events';
import { renderMessage } from '../../../lambdas/domain/messages/render';
import type { LibraryPhoto } from '../../../lambdas/ports/library';

const photo = (photoId: string) => ({ photoId }) as LibraryPhoto;
const memory = (title: string, photoIds: string[]) => ({ kind: 'birthday', eventId: title, years: 100, title, people: [], photos: photoIds.map(photo) }) as PeopleMemoryRecord;
const memories = (people: PeopleMemoryRecord[], years: string[][]): Memories => ({ people, onThisDay: years.map((ids, index) => ({ year: 2020 - index, title: '', photos: ids.map(photo) })) });

describe("the day's memories message", () => {
  it('leads with the first birthday or anniversary, counts the photos from earlier years, and shows at most 12 photos once each', () => {
    const message = messageOf(memories([memory('Rose would have been 100 today', ['a', 'b']), memory('Ann and Tom married 50 years ago today', ['b'])], [['c', 'a'], Array.from({ length: 12 }, (_, i) => `y${i}`)]));
    expect(message).toEqual({ title: 'Rose would have been 100 today (and 1 more to remember)', count: 14, photo_ids: ['a', 'b', 'c', 'y0', 'y1', 'y2', 'y3', 'y4', 'y5', 'y6', 'y7', 'y8'] });
  });

  it('leads with the first photos of someone newly named when that is all the day has', () => {
    const firstPhotos = { ...memory('First photos of Ivy Oak', ['e1', 'e2']), kind: 'first_photos', eventId: 'named.ivy', years: 0 } as PeopleMemoryRecord;
    expect(messageOf(memories([firstPhotos], []))).toEqual({ title: 'First photos of Ivy Oak', count: 0, photo_ids: ['e1', 'e2'] });
  });

  it('says how many photos when only photos remember the day, and nothing when nothing does', () => {
    expect(messageOf(memories([], [['a']]))?.title).toBe('On this day: 1 photo from earlier years');
    expect(messageOf(memories([], [['a', 'b'], ['c']]))?.title).toBe('On this day: 3 photos from earlier years');
    expect(messageOf(memories([], []))).toBeNull();
  });

  it('is one message a family a day for each member, however often the job tells it', () => {
    const event: MessageEvent = { kind: 'memories', family_id: 'fam', date: '2026-11-29', title: 'On this day: 3 photos from earlier years', count: 3, photo_ids: ['a'], at: Date.parse('2026-11-29T06:20:00Z') };
    const made = messagesForEvent(event, { recipients: ['ann', 'ben'], actorName: null });
    const again = messagesForEvent({ ...event, at: event.at + 3_600_000 }, { recipients: ['ann', 'ben'], actorName: null });
    expect(made.map((m) => m.userId)).toEqual(['ann', 'ben']);
    expect(again.map((m) => m.messageId)).toEqual(made.map((m) => m.messageId));
    expect(renderMessage(made[0]!)).toEqual({ title: 'On this day: 3 photos from earlier years', body: '3 photos taken on this day in earlier years, and what your family tree remembers of today.', link: '/#memories', linkLabel: 'See today’s memories' });
  });
});
