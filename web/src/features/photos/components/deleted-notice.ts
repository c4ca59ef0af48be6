import type { QueryClient } from '@tanstack/react-query';
import { toaster } from '../../../components/ui/toaster';
import { restoreFromTrash } from '../api/trash';
import { IN_RECENTLY_DELETED } from '../utils/format';

/**
 * The notice after Delete: where the photos went, and Undo (as Google Photos offers), which puts
 * them straight back from Recently deleted.
 */
export function showDeletedNotice(queryClient: QueryClient, title: string, ids: readonly string[]): void {
  toaster.create({
    type: 'success',
    title,
    description: IN_RECENTLY_DELETED,
    action: {
      label: 'Undo',
      onClick: () =>
        void restoreFromTrash(queryClient, ids).then(
          () => toaster.create({ type: 'success', title: ids.length === 1 ? 'Restored' : `${ids.length} items restored`, description: 'Back in your photos where they were.' }),
          (error: unknown) => toaster.create({ type: 'error', title: 'Nothing was restored', description: error instanceof Error ? error.message : String(error) }),
        ),
    },
  });
}
