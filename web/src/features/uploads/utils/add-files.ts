import { NOT_ENOUGH_SPACE } from '@heirloom/shared/uploads';
import { openPlanDialog } from '../../../lib/plan-dialog-store';
import { addRefusedUploads, enqueueUploads, pendingBytes, useUploadQueue } from '../stores/upload-queue';
import { useUploadSheet } from '../stores/upload-sheet';
import { checkUploads, type UploadAccount, type UploadCheck } from './upload-rules';

/**
 * Every way in (pickers, the drop area, a drop anywhere) ends here: unknown kinds are dropped
 * silently; a blocked plan opens the plan dialog and sends nothing; files with no room are listed
 * with the space message (and the plan dialog opens); the rest join the queue.
 */
export function addFiles(account: UploadAccount, files: Iterable<File>): UploadCheck {
  const check = checkUploads(account, files, { pendingBytes: pendingBytes(useUploadQueue.getState().entries) });
  if (check.blocked) {
    openPlanDialog(check.message);
    return check;
  }
  if (check.accepted.length > 0 || check.refused.length > 0) useUploadSheet.getState().showPill();
  enqueueUploads(check.accepted);
  addRefusedUploads(check.refused);
  if (check.outOfSpace) openPlanDialog(NOT_ENOUGH_SPACE);
  return check;
}
