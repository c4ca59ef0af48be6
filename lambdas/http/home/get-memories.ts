import { memoriesQuery, type MemoriesResponse } from '@heirloom/shared/contracts/memories';
import { parseCalendarDay } from '@heirloom/shared/rules/memories';
import { toPersonSummary } from '../../domain/family/views';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { libraryViewFor } from '../../domain/library/access';
import { photoViewsOf } from '../../domain/library/views';
import { memoriesOn } from '../../domain/memories/memories';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { memoriesDeps } from '../../runtime/memories-deps';

/** GET /memories?date=YYYY-MM-DD: what the family's photos and tree recall on the viewer's today, said to the viewer. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: memoriesQuery,
    handle: async ({ query, session }): Promise<MemoriesResponse> => {
      // The reader's own person ("This person is me") is told "You turn 69 today", and first.
      const user = await accountsDeps().accounts.getUser(session.userId);
      const memories = await memoriesOn(memoriesDeps(), libraryViewFor(session), parseCalendarDay(query.date)!, { treeOwnerId: treeOwnerFor(session), viewerPersonId: user?.personId ?? null });
      const views = (photos: Parameters<typeof photoViewsOf>[0]) => photoViewsOf(photos, libraryDeps());
      return {
        date: query.date,
        on_this_day: await Promise.all(memories.onThisDay.map(async (year) => ({ year: year.year, title: year.title, photos: await views(year.photos) }))),
        people: await Promise.all(
          memories.people.map(async (memory) => ({
            kind: memory.kind,
            event_id: memory.eventId,
            years: memory.years,
            title: memory.title,
            people: memory.people.map(toPersonSummary),
            photos: await views(memory.photos),
          })),
        ),
      };
    },
  },
  httpDeps,
);
