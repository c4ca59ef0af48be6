import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toaster } from '../../../components/ui/toaster';
import { AppLink } from '../../../components/ui/router-link';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { FAMILY_ROOT, familyKeys } from '../api/keys';

/** The import id of a processing_complete item for a .ged upload ({item_type: 'gedcom', id}), or null. */
export function gedcomImportId(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const { item_type: type, id } = item as { item_type?: unknown; id?: unknown };
  return type === 'gedcom' && typeof id === 'string' && id !== '' ? id : null;
}

const reportPath = (importId: string) => `/imports/${encodeURIComponent(importId)}`;

// The server repeats results to a tab that reconnects; each import is announced once per page load.
const started = new Set<string>();
const finished = new Set<string>();

/** Both notices of one import, by its report's path: the progress one and the finished one. */
const noticeIds = (importId: string) => [`gedcom-import-${importId}`, `gedcom-imported-${importId}`];
const importOfPath = (pathname: string): string | null => {
  const match = /^\/imports\/([^/]+)$/.exec(pathname);
  try {
    return match ? decodeURIComponent(match[1]!) : null;
  } catch {
    return null; // not a path this app made
  }
};

/**
 * Mounted once in the signed-in shell. When a GEDCOM upload starts importing, a notice links to
 * its progress; when it is imported, the family lists are fetched again and a notice links to the
 * report (/imports/{id}).
 */
export function GedcomImportNotices() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The report is open (by the upload row's link, a bookmark...): its notices have done their job,
  // and at the bottom they sat over the report's own buttons ('Remove this import').
  useEffect(() => {
    const importId = importOfPath(pathname);
    if (importId) for (const id of noticeIds(importId)) toaster.dismiss(id);
  }, [pathname]);
  useRealtimeMessages((message) => {
    if (message.type === 'import_progress') {
      if (message.phase === 'done' || started.has(message.import_id) || finished.has(message.import_id)) return;
      started.add(message.import_id);
      void queryClient.invalidateQueries({ queryKey: familyKeys.imports, exact: true });
      if (window.location.pathname === reportPath(message.import_id)) return;
      const id = `gedcom-import-${message.import_id}`;
      toaster.create({
        id,
        type: 'info',
        title: 'Importing your family tree file',
        description: (
          <AppLink to={reportPath(message.import_id)} fontWeight="semibold" textDecoration="underline" onClick={() => toaster.dismiss(id)}>
            Follow the import
          </AppLink>
        ),
        duration: 15_000,
      });
      return;
    }
    if (message.type !== 'processing_complete') return;
    const importId = gedcomImportId(message.item);
    if (!importId || finished.has(importId)) return;
    finished.add(importId);
    void queryClient.invalidateQueries({ queryKey: [FAMILY_ROOT] });
    // The progress notice has done its job either way.
    toaster.dismiss(`gedcom-import-${importId}`);
    if (window.location.pathname === reportPath(importId)) return;
    const id = `gedcom-imported-${importId}`;
    // The very same file again: nothing was imported now, and its earlier import's report says what it brought.
    const before = (message.item as { already_stored?: unknown }).already_stored === true;
    toaster.create({
      id,
      type: before ? 'info' : 'success',
      title: before ? 'This family tree file was imported before: nothing new in it' : 'Your family tree file is imported',
      description: (
        <AppLink to={reportPath(importId)} fontWeight="semibold" textDecoration="underline" onClick={() => toaster.dismiss(id)}>
          {before ? 'See its import report' : 'See the import report'}
        </AppLink>
      ),
      duration: 20_000,
    });
  });
  return null;
}
