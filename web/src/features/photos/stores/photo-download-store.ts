import { create } from 'zustand';

/**
 * The zip of photos this tab is following (UI state only: the job itself is server state, read
 * with react-query). It outlives the selection and the page: the panel that follows it is mounted
 * by the signed-in shell, so the download starts when the zip is ready wherever the user has gone.
 */
export interface PhotoDownloadState {
  downloadId: string | null;
  /** The photos asked for: Try again asks for the same ones. */
  photoIds: string[];
  /** The download whose zip this tab has already started downloading (so it starts once). */
  downloadedId: string | null;
  /** Closed while the zip is prepared: the panel comes back when it is ready or has failed. */
  hidden: boolean;
  follow: (downloadId: string, photoIds: string[]) => void;
  downloaded: (downloadId: string) => void;
  hide: () => void;
  dismiss: () => void;
}

export const usePhotoDownloadStore = create<PhotoDownloadState>()((set) => ({
  downloadId: null,
  photoIds: [],
  downloadedId: null,
  hidden: false,
  follow: (downloadId, photoIds) => set({ downloadId, photoIds, hidden: false }),
  downloaded: (downloadId) => set({ downloadedId: downloadId }),
  hide: () => set({ hidden: true }),
  dismiss: () => set({ downloadId: null, photoIds: [], hidden: false }),
}));
