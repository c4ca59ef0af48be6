import * as z from 'zod';
import { parseCalendarDay } from '../rules/memories';
import { personSummary } from './family';
import { photoView } from './media';

/**
 * Memories (issue 34): what the family's photos and tree recall on a day of the year. GET
 * /memories?date=YYYY-MM-DD takes the viewer's own calendar date (their "today" is not the
 * server's), and answers photos taken on that day in earlier years, the birthdays and wedding
 * anniversaries of the family tree with those people's photos, and for a few days after someone
 * is named, the first photos of them.
 */

/** The most photos "On this day" holds (one Query on the family's day of the year). */
export const ON_THIS_DAY_LIMIT = 60;
/** The most birthdays and anniversaries one day shows, and photos shown with each. */
export const PEOPLE_MEMORIES_LIMIT = 8;
export const PHOTOS_PER_PERSON_MEMORY = 6;

export const memoriesQuery = z.object({
  date: z
    .string({ error: 'Give the date as YYYY-MM-DD' })
    .refine((text) => parseCalendarDay(text) !== null, 'Give a real date as YYYY-MM-DD, such as 2026-11-29'),
});
export type MemoriesQuery = z.infer<typeof memoriesQuery>;

export const onThisDayYear = z.object({
  year: z.number().int(),
  /** '3 years ago'. */
  title: z.string(),
  photos: z.array(photoView),
});
export type OnThisDayYear = z.infer<typeof onThisDayYear>;

export const peopleMemory = z.object({
  /** A birthday, a wedding anniversary, or the first photos of someone named in the last few days. */
  kind: z.enum(['birthday', 'anniversary', 'first_photos']),
  /** The birth or marriage event; for first photos, 'named.<person id>'. */
  event_id: z.string(),
  /** Years since the birth or the marriage (0 for first photos). */
  years: z.number().int(),
  /**
   * 'Rose would have been 100 today', 'Ann and Tom married 50 years ago today', 'First photos of Rose
   * Alder'; of the reader's own person ('This person is me'), said to them: 'You turn 69 today'.
   */
  title: z.string(),
  people: z.array(personSummary),
  /** Photos of those people (newest first; for first photos, the earliest taken first), possibly none. */
  photos: z.array(photoView),
});
export type PeopleMemory = z.infer<typeof peopleMemory>;

export const memoriesResponse = z.object({
  date: z.string(),
  /** Newest year first. */
  on_this_day: z.array(onThisDayYear),
  /** The reader's own birthday, anniversary or first photos first. */
  people: z.array(peopleMemory),
});
export type MemoriesResponse = z.infer<typeof memoriesResponse>;
