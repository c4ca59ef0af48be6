import { useShallow } from 'zustand/react/shallow';
import { isActive, uploadCounts, useUploadQueue, type UploadCounts } from '../stores/upload-queue';

/** Uploading, Processing, Completed (and Failed) for the footer and the status pill. */
export const useUploadCounts = (): UploadCounts => useUploadQueue(useShallow((state) => uploadCounts(state.entries)));

export const useHasActiveUploads = (): boolean => useUploadQueue((state) => state.entries.some(isActive));
