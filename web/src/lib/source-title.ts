/** A source's name as shown: a GEDCOM source record may have no title at all (a bare `0 @S13@ SOUR`). */
export const sourceTitle = (source: { title: string }): string => source.title.trim() || 'Untitled source';
