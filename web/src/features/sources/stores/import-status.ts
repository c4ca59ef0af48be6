import type { ExternalSystemType } from '@heirloom/shared/contracts/sources';
import { create } from 'zustand';

/**
 * Where a chosen provider item is: on its way ('Adding'; `fetched` once the server has it and is
 * making its photo), in the library ('Added'), or refused with a message.
 */
export type ImportStatus = { status: 'adding'; fetched?: boolean } | { status: 'added' } | { status: 'failed'; message: string };

interface ImportStatusState {
  items: Record<string, ImportStatus>;
}

/** UI state only: what this window asked to add, kept while the person browses folders. */
export const useImportStatus = create<ImportStatusState>(() => ({ items: {} }));

export const statusKey = (system: ExternalSystemType, id: string) => `${system}:${id}`;

export function setImportStatus(system: ExternalSystemType, ids: readonly string[], status: ImportStatus) {
  useImportStatus.setState((state) => ({ items: { ...state.items, ...Object.fromEntries(ids.map((id) => [statusKey(system, id), status])) } }));
}

/** The server has the item and is making its photo. Pushed by another function than 'added', it may come after it, and must not undo it. */
export function markFetched(system: ExternalSystemType, id: string) {
  if (useImportStatus.getState().items[statusKey(system, id)]?.status === 'adding') setImportStatus(system, [id], { status: 'adding', fetched: true });
}
