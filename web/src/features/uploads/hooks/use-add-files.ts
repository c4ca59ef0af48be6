import { useCallback } from 'react';
import { useUploadAccount } from '../components/uploads-provider';
import { addFiles } from '../utils/add-files';
import type { UploadCheck } from '../utils/upload-rules';

/** Adds files for the signed-in account (see addFiles). */
export function useAddFiles(): (files: Iterable<File>) => UploadCheck {
  const account = useUploadAccount();
  return useCallback((files: Iterable<File>) => addFiles(account, files), [account]);
}
