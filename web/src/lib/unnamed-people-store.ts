import { create } from 'zustand';

/** Spec (000 section 9): the unnamed-people snackbar closes itself after 10 seconds. */
export const UNNAMED_SNACKBAR_TIMEOUT_MS = 10_000;

/**
 * Newly found people who have no name yet, waiting to be pointed out. The uploads feature calls
 * `addUnnamed` as processed photos come back with new faces; the shell shows the snackbar.
 */
export interface UnnamedPeopleState {
  /** New unnamed people since the snackbar was last closed. */
  count: number;
  visible: boolean;
  addUnnamed: (newPeople: number) => void;
  dismiss: () => void;
}

export const useUnnamedPeopleStore = create<UnnamedPeopleState>()((set) => ({
  count: 0,
  visible: false,
  addUnnamed: (newPeople) =>
    set((state) => (newPeople > 0 ? { count: state.count + newPeople, visible: true } : state)),
  dismiss: () => set({ count: 0, visible: false }),
}));

/** 'You have 1 new unnamed person to name' / 'You have 3 new unnamed people to name'. */
export const unnamedPeopleMessage = (count: number): string =>
  `You have ${count} new unnamed ${count === 1 ? 'person' : 'people'} to name`;
