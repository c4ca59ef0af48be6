import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import { newlyNamedWindow, rememberedMonthDays, type CalendarDay } from '@heirloom/shared/rules/memories';
import { DIRECTORY_SHARDS, type AccountStore } from '../../ports/accounts';
import { memoriesOn } from './memories';
import type { Memories, MemoryDeps } from './types';

/** Where today's walk over the families stands, kept between runs. */
export interface RememberState {
  /** The day being remembered (YYYY-MM-DD, UTC). */
  date: string;
  shard: number;
  cursor: string | null;
  families: number;
  remembered: number;
  done: boolean;
}

export interface RememberDeps {
  accounts: Pick<AccountStore, 'accountsInDirectory'>;
  familyOf(userId: string): Promise<string>;
  memories: MemoryDeps;
  messageEvents: { send(event: MessageEvent): Promise<void> };
  state: { read(): Promise<RememberState | null>; save(state: RememberState): Promise<void> };
  now: () => number;
}

const MESSAGE_PHOTOS = 12;
/** Families looked at side by side within a page of accounts. */
const FAMILIES_AT_ONCE = 8;

const utcDay = (epochMs: number): CalendarDay => {
  const date = new Date(epochMs);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const dayText = (day: CalendarDay) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/**
 * The daily memories message (issue 34): every family with something to remember today gets one
 * 'memories' message event, which the messages consumer turns into a message for each member,
 * sent as each chose (a daily digest by default). Families are reached through the accounts'
 * directory, a page at a time; a family with nothing on the day costs two Queries. The walk stops
 * when its time is up and carries on at the next run from where it stopped; a family's message
 * is keyed by family and day, so a page handled twice tells nobody twice.
 */
export async function rememberTheDay(deps: RememberDeps, budgetMs: number): Promise<RememberState> {
  const started = deps.now();
  const today = utcDay(started);
  const saved = await deps.state.read();
  const state: RememberState = saved?.date === dayText(today) ? saved : { date: dayText(today), shard: 0, cursor: null, families: 0, remembered: 0, done: false };
  const seen = new Set<string>();
  while (!state.done && deps.now() - started < budgetMs) {
    const page = await deps.accounts.accountsInDirectory(state.shard, state.cursor ?? undefined);
    const families = [...new Set(await Promise.all(page.userIds.map((userId) => deps.familyOf(userId))))].filter((id) => !seen.has(id));
    for (let i = 0; i < families.length; i += FAMILIES_AT_ONCE) {
      const told = await Promise.all(families.slice(i, i + FAMILIES_AT_ONCE).map((familyId) => rememberFamily(deps, familyId, today, started)));
      state.remembered += told.filter(Boolean).length;
    }
    for (const id of families) seen.add(id);
    state.families += families.length;
    state.cursor = page.cursor;
    if (!page.cursor) {
      state.shard += 1;
      state.done = state.shard >= DIRECTORY_SHARDS;
    }
    await deps.state.save(state);
  }
  return state;
}

async function rememberFamily(deps: RememberDeps, familyId: string, today: CalendarDay, at: number): Promise<boolean> {
  // Most families have nothing on most days: three one-item Queries say so before anything else is read.
  const days = rememberedMonthDays(today);
  const { from, to } = newlyNamedWindow(today);
  const [photo, event, naming] = await Promise.all([
    deps.memories.memories.photosOnDays(familyId, days, today.year, 1),
    deps.memories.memories.eventsOnDays(familyId, days, today.year + 1, 1),
    deps.memories.memories.namedBetween(familyId, from, to, 1),
  ]);
  if (!photo.length && !event.length && !naming.length) return false;
  const memories = await memoriesOn(deps.memories, familyId, today);
  const message = messageOf(memories);
  if (!message) return false;
  await deps.messageEvents.send({ kind: 'memories', family_id: familyId, date: dayText(today), ...message, at });
  return true;
}

/** The message's title, the number of photos from earlier years, and a few photos to show with it. */
export function messageOf(memories: Memories): { title: string; count: number; photo_ids: string[] } | null {
  const photos = memories.onThisDay.flatMap((year) => year.photos);
  const first = memories.people[0];
  if (!first && !photos.length) return null;
  const others = memories.people.length - 1;
  const title = first ? `${first.title}${others > 0 ? ` (and ${others} more to remember)` : ''}` : `On this day: ${photos.length === 1 ? '1 photo' : `${photos.length} photos`} from earlier years`;
  const photoIds = [...new Set([...memories.people.flatMap((memory) => memory.photos), ...photos].map((photo) => photo.photoId))].slice(0, MESSAGE_PHOTOS);
  return { title, count: photos.length, photo_ids: photoIds };
}
