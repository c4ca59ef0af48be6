import * as z from 'zod';
import { sortKeyOfTimelineDate } from '../rules/timeline-date';
import { entityId } from './family';

/** Timeline items per page, each way. */
export const TIMELINE_PAGE_SIZE = 50;

const timelineDate = z
  .string()
  .trim()
  .refine((text) => sortKeyOfTimelineDate(text) !== undefined, 'A timeline date is a year, month and day such as 1851-1-1');

/**
 * Keyset paging both ways. The timeline reads newest first: 'down' goes back in time from the
 * oldest item held (last_date with last_event_id or last_image_id), 'up' goes forward from the newest
 * held (max_date with max_event_id or max_image_id). A date alone starts just before that day, so a
 * jump to a year is last_date={year+1}-1-1.
 */
export const timelineQuery = z
  .object({
    direction: z.enum(['up', 'down'], { error: "direction is 'up' or 'down'" }).default('down'),
    last_date: timelineDate.optional(),
    last_event_id: entityId.optional(),
    last_image_id: entityId.optional(),
    max_date: timelineDate.optional(),
    max_event_id: entityId.optional(),
    max_image_id: entityId.optional(),
  })
  .refine((q) => !(q.last_event_id && q.last_image_id) && !(q.max_event_id && q.max_image_id), {
    message: 'Give either an event id or an image id, not both',
  })
  .refine((q) => q.direction === 'down' || q.max_date !== undefined, { message: "Paging up needs max_date", path: ['max_date'] });
export type TimelineQuery = z.output<typeof timelineQuery>;

export const timelineItem = z.object({
  /** An event's or a photo's id, by item_type. */
  id: z.string(),
  item_type: z.enum(['event', 'photo']),
  name: z.string(),
  /** Where it sorts, as a wire date ('1850-6-0': June 1850, day not known). */
  sort_date: z.string(),
  /** Events: the dates as entered. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  event_type: z.string().nullable(),
  location: z.string().nullable(),
  /** Photos: the date as entered, photo or video, a blurred placeholder and the 300 px thumbnail. */
  date_taken: z.string().nullable(),
  image_type: z.enum(['photo', 'video']).nullable(),
  placeholder: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  description: z.string().nullable(),
  /** Photos: the event it is attached to. */
  event_id: z.string().nullable(),
  /**
   * Events: whom the event is about (a burial's buried, a marriage's spouses; shared/rules/events
   * eventSubjects), so a row named 'Burial' can say whose. Photos: none.
   */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TimelineItem = z.infer<typeof timelineItem>;

/** Newest first, whichever the direction. */
export const timelineResponse = z.object({ events: z.array(timelineItem) });
export type TimelineResponse = z.infer<typeof timelineResponse>;
