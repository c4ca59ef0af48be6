/**
 * Family-history query keys all start with 'family' (shared by convention with the people and
 * events features, which this feature never imports).
 */
export const FAMILY_ROOT = 'family' as const;

/** What notes hang on (spec 001 section 7). */
export type NoteParentKind = 'person' | 'name' | 'event';
/** What citations hang on: the same, and notes. */
export type CitationParentKind = NoteParentKind | 'note';

export const familyKeys = {
  notes: (kind: NoteParentKind, id: string) => [FAMILY_ROOT, 'notes', kind, id] as const,
  citations: (kind: CitationParentKind, id: string) => [FAMILY_ROOT, 'citations', kind, id] as const,
  sourceList: (q: string) => [FAMILY_ROOT, 'source-list', q] as const,
  source: (id: string) => [FAMILY_ROOT, 'source', id] as const,
  imports: [FAMILY_ROOT, 'imports'] as const,
  import: (id: string) => [FAMILY_ROOT, 'imports', id] as const,
  importWarnings: (id: string) => [FAMILY_ROOT, 'imports', id, 'warnings'] as const,
};
