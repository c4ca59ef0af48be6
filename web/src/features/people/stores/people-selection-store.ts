import { create } from 'zustand';

/** The people ticked on the people list (spec 001 section 2, "checkbox selection"): UI state only. */
export interface PeopleSelectionState {
  /** Ids in the order they were ticked, so 'Merge People' compares the first with the second. */
  selected: string[];
  toggle: (id: string) => void;
  clear: () => void;
}

export const usePeopleSelectionStore = create<PeopleSelectionState>()((set) => ({
  selected: [],
  toggle: (id) => set((state) => ({ selected: state.selected.includes(id) ? state.selected.filter((other) => other !== id) : [...state.selected, id] })),
  clear: () => set({ selected: [] }),
}));
