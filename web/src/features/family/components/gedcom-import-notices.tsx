import { useQueryClient } from '@tanstack/react-query';
import { toaster } from '../../../components/ui/toaster';
import { AppLink } from '../../../components/ui/router-link';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { FAMILY_ROOT } from '../api/keys';

/** The import id of a processing_complete item for a .ged upload ({item_type: 'gedcom', id}), or null. */
export function gedcomImportId(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const { item_type: type, id } = item as { item_type?: unknown; id?: unknown };
  return type === 'gedcom' && typeof id === 'string' && id !== '' ? id : null;
}

// The server repeats results to a tab that reconnects; each import is announced once per page load.
const announced = new Set<string>();

/**
 * Mounted once in the signed-in shell: when a GEDCOM upload has been imported, the family lists are
 * fetched again and a notice links to the import's report (/imports/{id}).
 */
export function GedcomImportNotices() {
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    if (message.type !== 'processing_complete') return;
    const importId = gedcomImportId(message.item);
    if (!importId || announced.has(importId)) return;
    announced.add(importId);
    void queryClient.invalidateQueries({ queryKey: [FAMILY_ROOT] });
    toaster.create({
      type: 'success',
      title: 'Your family tree file is imported',
      description: (
        <AppLink to={`/imports/${encodeURIComponent(importId)}`} fontWeight="semibold" textDecoration="underline">
          See the import report
        </AppLink>
      ),
      duration: 20_000,
    });
  });
  return null;
}
