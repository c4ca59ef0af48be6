import { create } from 'zustand';

/**
 * The GEDCOM export this tab is following (UI state only: the job itself is server state, read
 * with react-query). Set when Export is chosen in the menu; the button's progress line follows it
 * until the download has started or the export failed.
 */
export interface GedcomExportState {
  exportId: string | null;
  /** The export whose file this tab has already started downloading (so it starts once). */
  downloadedId: string | null;
  follow: (exportId: string) => void;
  downloaded: (exportId: string) => void;
  dismiss: () => void;
}

export const useGedcomExportStore = create<GedcomExportState>()((set) => ({
  exportId: null,
  downloadedId: null,
  follow: (exportId) => set({ exportId }),
  downloaded: (exportId) => set({ downloadedId: exportId }),
  dismiss: () => set({ exportId: null }),
}));
