/**
 * A source's name as shown: its title; for a GEDCOM source record without one, the first line of
 * its own text ('p. 221, MVR 212 [Amended Rec]:45'); 'Untitled source' for a bare `0 @S13@ SOUR`.
 */
export const sourceTitle = (source: { title: string; text?: string }): string => source.title.trim() || source.text?.trim() || 'Untitled source';
