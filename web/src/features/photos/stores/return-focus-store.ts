import { create } from 'zustand';

/**
 * The photo whose card opened the lightbox. The strip is drawn afresh when the lightbox closes, so
 * without this the keyboard's focus would fall back to the top of the page; the card takes it back.
 */
interface ReturnFocusState {
  photoId: string | null;
  remember: (photoId: string) => void;
  /** True once, for the card of the remembered photo (the next strip drawn does not take it again). */
  take: (photoId: string) => boolean;
}

export const useReturnFocus = create<ReturnFocusState>()((set, get) => ({
  photoId: null,
  remember: (photoId) => set({ photoId }),
  take: (photoId) => {
    if (get().photoId !== photoId) return false;
    set({ photoId: null });
    return true;
  },
}));
