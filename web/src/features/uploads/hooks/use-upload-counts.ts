import { useShallow } from 'zustand/react/shallow';
import { isActive, uploadCounts, useUploadQueue, type UploadCounts } from '../stores/upload-queue-state';

/** Uploading, Processing, Completed (and Failed) for the footer and the status pill. */
export const useUploadCounts = (): UploadCounts => useUploadQueue(useShallow((state) => uploadCounts(state.entries)));

export const useHasActiveUploads = (): boolean => useUploadQueue((state) => state.entries.some(isActive));

/** Whether any file was added on this tab (the status pill's code is needed from then on). */
export const useHasUploads = (): boolean => useUploadQueue((state) => state.entries.length > 0);
