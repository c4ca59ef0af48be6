import { create, type StoreApi, type UseBoundStore } from 'zustand';

/** What the toolbar needs to know of a selected photo: who uploaded it (Delete is the uploader's alone). */
export interface SelectablePhoto {
  id: string;
  uploaded_by: string;
}

export interface PhotoSelectionState {
  /** Selected photo ids, each with its uploader, in the order they were selected. */
  selected: Record<string, string>;
  /** The photo last clicked without Shift: a Shift-click selects from here. */
  anchor: string | null;
  /**
   * A checkbox click. With Shift (and an anchor in `list`) every photo between the anchor and this
   * one takes this photo's new state, as in a file manager (spec 001 section 2).
   */
  toggle: (photo: SelectablePhoto, options?: { shift?: boolean; list?: readonly SelectablePhoto[] }) => void;
  /** Selects all of these photos, or takes them all out of the selection (a month's check). */
  setMany: (photos: readonly SelectablePhoto[], select: boolean) => void;
  /** Photos gone from the list (deleted, turned into documents) leave the selection. */
  drop: (ids: readonly string[]) => void;
  clear: () => void;
}

/** A selection of its own: the strip's, or a screen's that must not share it (Recently deleted). */
export const createPhotoSelection = (): UseBoundStore<StoreApi<PhotoSelectionState>> => create<PhotoSelectionState>()((set) => ({
  selected: {},
  anchor: null,
  toggle: (photo, { shift = false, list = [] } = {}) =>
    set((state) => {
      const selecting = !(photo.id in state.selected);
      const to = list.findIndex((entry) => entry.id === photo.id);
      const from = state.anchor === null ? -1 : list.findIndex((entry) => entry.id === state.anchor);
      const range = shift && from >= 0 && to >= 0 ? list.slice(Math.min(from, to), Math.max(from, to) + 1) : [photo];
      const selected = { ...state.selected };
      for (const entry of range) {
        if (selecting) selected[entry.id] = entry.uploaded_by;
        else delete selected[entry.id];
      }
      // A Shift-click extends from the same anchor; a plain click moves it.
      return { selected, anchor: shift && from >= 0 ? state.anchor : photo.id };
    }),
  setMany: (photos, select) =>
    set((state) => {
      const selected = { ...state.selected };
      for (const photo of photos) {
        if (select) selected[photo.id] = photo.uploaded_by;
        else delete selected[photo.id];
      }
      return { selected, anchor: state.anchor && !select && photos.some((photo) => photo.id === state.anchor) ? null : state.anchor };
    }),
  drop: (ids) =>
    set((state) => {
      if (!ids.some((id) => id in state.selected)) return state;
      const selected = { ...state.selected };
      for (const id of ids) delete selected[id];
      return { selected, anchor: state.anchor && ids.includes(state.anchor) ? null : state.anchor };
    }),
  clear: () => set({ selected: {}, anchor: null }),
}));

export const usePhotoSelection = createPhotoSelection();

export const selectedIds = (state: Pick<PhotoSelectionState, 'selected'>): string[] => Object.keys(state.selected);

/**
 * Spec 000 section 6: "Only the user who uploaded a photo may bulk-delete it; the delete button is
 * hidden if any selected photo has a different uploader".
 */
export function canDeleteSelection(selected: Readonly<Record<string, string>>, viewerId: string): boolean {
  const uploaders = Object.values(selected);
  return uploaders.length > 0 && uploaders.every((uploader) => uploader === viewerId);
}
