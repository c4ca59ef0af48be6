import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { DropboxEntry } from '@heirloom/shared/contracts/sources';
import { api } from '../../../lib/api-client';

/**
 * One Dropbox folder, a page at a time (GET /dropbox/folder), each page's photos checked against
 * what the family already has (POST /check_photos_exists) so those are never offered again.
 */
export const dropboxFolderQuery = (path: string) =>
  infiniteQueryOptions({
    queryKey: ['dropbox-folder', path],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api(endpoints.dropboxFolder, { path, cursor: pageParam ?? undefined }, { signal });
      const photoIds = page.entries.filter((entry) => entry.kind === 'photo').map((entry) => entry.id);
      const known = photoIds.length ? await api(endpoints.checkPhotosExists, { source_type: 'dropbox', source_ids: photoIds }, { signal }) : {};
      return { entries: page.entries, known: Object.keys(known), cursor: page.cursor };
    },
    getNextPageParam: (last) => last.cursor,
    staleTime: 60_000,
  });

export function useDropboxFolder(path: string) {
  const query = useInfiniteQuery(dropboxFolderQuery(path));
  const pages = query.data?.pages ?? [];
  const known = new Set(pages.flatMap((page) => page.known));
  const entries: DropboxEntry[] = pages.flatMap((page) => page.entries);
  return { ...query, folders: entries.filter((e) => e.kind === 'folder'), photos: entries.filter((e) => e.kind === 'photo'), known };
}

/** POST /dropbox/thumbnails: up to 25 w480h320 thumbnails as data URLs. */
export const fetchDropboxThumbnails = (paths: string[]) => api(endpoints.dropboxThumbnails, { paths });

/** POST /external_import: the back end fetches the chosen items. */
export const importFromDropbox = (items: DropboxEntry[]) =>
  api(endpoints.externalImport, { system_type: 'dropbox', items: items.map((item) => ({ id: item.id, name: item.name, path: item.path })) });
