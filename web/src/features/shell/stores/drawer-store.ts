import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** localStorage key: the drawer's state is remembered on this device (spec 000 section 2). */
export const DRAWER_STORAGE_KEY = 'hl_drawer';

export interface DrawerState {
  /** The left drawer shrunk to a rail of icons (desktop and tablet). */
  collapsed: boolean;
  /** Which groups (View Photos, Upload Files) are unfolded. */
  openGroups: Record<string, boolean>;
  toggleCollapsed: () => void;
  setCollapsed: (collapsed: boolean) => void;
  toggleGroup: (id: string) => void;
}

export const useDrawerStore = create<DrawerState>()(
  persist(
    (set) => ({
      collapsed: false,
      // Folded at first, so every entry fits on a laptop screen without scrolling.
      openGroups: {},
      toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
      setCollapsed: (collapsed) => set({ collapsed }),
      toggleGroup: (id) => set((state) => ({ openGroups: { ...state.openGroups, [id]: !state.openGroups[id] } })),
    }),
    {
      name: DRAWER_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ collapsed, openGroups }) => ({ collapsed, openGroups }),
    },
  ),
);
