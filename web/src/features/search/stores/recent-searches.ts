import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onPageGone } from '../../../lib/gone-pages';
import type { SearchHit } from '../utils/search-hits';

/** localStorage key: what each account on this device opened from the search last. */
export const RECENT_SEARCHES_KEY = 'hl_recent_searches';
/** How many of an account's last choices the empty search offers. */
export const RECENT_SEARCHES_KEPT = 5;
/** Accounts remembered on one device (a shared family computer), the least recently searching forgotten first. */
const ACCOUNTS_KEPT = 4;

/** A choice worth offering again: a person, an event, a place or a photo (not the pages of 'All people / photos matching'). */
export type RecentHit = Exclude<SearchHit, { kind: 'more-people' | 'more-photos' }>;

interface RecentSearchesState {
  /** By account id, newest first. */
  byAccount: Record<string, RecentHit[]>;
  remember: (accountId: string, hit: SearchHit) => void;
  /** Drops every account's choice that opens `path` (its page was found gone). */
  forgetPage: (path: string) => void;
}

/** Whether a choice opens `path`: its own address, or a tab of it (/person/{id} for /person/{id}/details). */
const opens = (hit: RecentHit, path: string) => path === hit.to || path.startsWith(`${hit.to}/`);

export const useRecentSearches = create<RecentSearchesState>()(
  persist(
    (set) => ({
      byAccount: {},
      remember: (accountId, hit) => {
        if (hit.kind === 'more-people' || hit.kind === 'more-photos') return;
        set(({ byAccount }) => {
          const mine = [hit, ...(byAccount[accountId] ?? []).filter((kept) => kept.key !== hit.key)].slice(0, RECENT_SEARCHES_KEPT);
          // Re-inserted, so the account searching now is the newest key and the oldest drop off.
          const others = Object.entries(byAccount).filter(([id]) => id !== accountId);
          return { byAccount: Object.fromEntries([...others.slice(-(ACCOUNTS_KEPT - 1)), [accountId, mine]]) };
        });
      },
      forgetPage: (path) =>
        set(({ byAccount }) => ({ byAccount: Object.fromEntries(Object.entries(byAccount).map(([id, hits]) => [id, hits.filter((hit) => !opens(hit, path))])) })),
    }),
    { name: RECENT_SEARCHES_KEY, version: 1, storage: createJSONStorage(() => localStorage), partialize: ({ byAccount }) => ({ byAccount }) },
  ),
);

// A removed person's or event's page is not offered again once it has been found gone.
onPageGone((path) => useRecentSearches.getState().forgetPage(path));
