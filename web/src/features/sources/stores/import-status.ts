import type { ExternalSystemType } from '@heirloom/shared/contracts/sources';
import { create } from 'zustand';

/** Where a chosen provider item is: on its way ('Adding'), in the library ('Added'), or refused with a message. */
export type ImportStatus = { status: 'adding' } | { status: 'added' } | { status: 'failed'; message: string };

interface ImportStatusState {
  items: Record<string, ImportStatus>;
}

/** UI state only: what this window asked to add, kept while the person browses folders. */
export const useImportStatus = create<ImportStatusState>(() => ({ items: {} }));

export const statusKey = (system: ExternalSystemType, id: string) => `${system}:${id}`;

export function setImportStatus(system: ExternalSystemType, ids: readonly string[], status: ImportStatus) {
  useImportStatus.setState((state) => ({ items: { ...state.items, ...Object.fromEntries(ids.map((id) => [statusKey(system, id), status])) } }));
}
