import { useCallback, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useUploadQueue, type UploadEntry } from '../stores/upload-queue';
import type { UploadCheck } from '../utils/upload-rules';
import { useAddFiles } from './use-add-files';

/**
 * Adds files the way every other way in does (the same checks, queue and upload pill) and follows
 * those very files through the queue, for a screen that waits on its own uploads (the onboarding
 * wizard, the missing files card).
 */
export function useTrackedUploads(): { add: (files: Iterable<File>) => UploadCheck; entries: UploadEntry[] } {
  const addFiles = useAddFiles();
  const [files, setFiles] = useState<readonly File[]>([]);
  const entries = useUploadQueue(useShallow((state) => state.entries.filter((entry) => files.includes(entry.file))));
  const add = useCallback(
    (chosen: Iterable<File>) => {
      const check = addFiles(chosen);
      if (!check.blocked) setFiles((earlier) => [...earlier, ...check.accepted, ...check.refused.map((refused) => refused.file)]);
      return check;
    },
    [addFiles],
  );
  return { add, entries };
}
