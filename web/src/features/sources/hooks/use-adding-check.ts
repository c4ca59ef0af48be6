import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { ExternalSystemType } from '@heirloom/shared/contracts/sources';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { setImportStatus, statusKey, useImportStatus } from '../stores/import-status';

const CHECK_EVERY_MS = 10_000;

/**
 * A push missed while the realtime channel was down would leave a tile on 'Adding' for good: while
 * any are, ask the server now and then which of them are in the library (100 ids a request).
 */
export function useAddingCheck(system: ExternalSystemType) {
  const adding = useImportStatus((state) =>
    Object.entries(state.items)
      .filter(([key, value]) => key.startsWith(`${system}:`) && value.status === 'adding')
      .map(([key]) => key.slice(system.length + 1))
      .join('\n'),
  );
  useEffect(() => {
    if (!adding) return;
    const ids = adding.split('\n');
    const timer = setInterval(() => {
      for (let start = 0; start < ids.length; start += 100) {
        void api(endpoints.checkPhotosExists, { source_type: system, source_ids: ids.slice(start, start + 100) })
          .then((known) => {
            const added = Object.entries(known).filter(([id, item]) => item.status === 'added' && useImportStatus.getState().items[statusKey(system, id)]?.status === 'adding');
            if (added.length) setImportStatus(system, added.map(([id]) => id), { status: 'added' });
          })
          .catch(() => undefined);
      }
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [adding, system]);
}
