/**
 * A citation is free text or a web address (spec 001 section 5: "A citation text starting with http shows
 * an open-link icon"). Leading blanks are ignored and the scheme is matched without regard to case,
 * because pasted addresses often arrive as " HTTPS://...".
 */
export function isLinkCitation(citation: string | null | undefined): boolean {
  if (!citation) return false;
  return citation.trimStart().toLowerCase().startsWith('http');
}
