import type { SourceView } from '@heirloom/shared/contracts/family';

export interface CitationRow {
  key: string;
  id?: string;
  citation: string;
  page: string;
  certainty: string;
  source: SourceView | null;
}

export interface SavedCitation {
  id: string;
  citation: string;
  page: string;
  certainty: string;
  source: SourceView | null;
}

/** GEDCOM's QUAY, which imported citations carry: 3 is the best evidence, 0 the weakest. */
export const CERTAINTY_CHOICES = [
  { value: '', label: 'Not stated' },
  { value: '3', label: 'Primary evidence' },
  { value: '2', label: 'Secondary evidence' },
  { value: '1', label: 'Questionable' },
  { value: '0', label: 'Unreliable or estimated' },
] as const;

let nextKey = 0;
export const blankCitation = (): CitationRow => ({ key: `new:citation:${(nextKey += 1)}`, citation: '', page: '', certainty: '', source: null });

export const citationRowsOf = (citations: readonly SavedCitation[]): CitationRow[] =>
  citations.map((c) => ({ key: c.id, id: c.id, citation: c.citation, page: c.page, certainty: c.certainty, source: c.source }));

/** A citation needs its text, a web address or a source; one with none of them was never filled in. */
export const citationsForSave = (rows: readonly CitationRow[]) =>
  rows
    .filter((row) => row.citation.trim() !== '' || row.source !== null)
    .map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      citation: row.citation.trim(),
      page: row.page.trim(),
      certainty: row.certainty,
      source_id: row.source?.id ?? null,
    }));

export const citationsChanged = (saved: readonly SavedCitation[], rows: readonly CitationRow[]) =>
  JSON.stringify(citationsForSave(citationRowsOf(saved))) !== JSON.stringify(citationsForSave(rows));
