import { describe, expect, it } from 'vitest';
import { isLinkCitation } from '@heirloom/shared/rules/citations';

describe('isLinkCitation', () => {
  it('is a link when the text starts with http', () => {
    expect(isLinkCitation('http://example.org/record/1')).toBe(true);
    expect(isLinkCitation('https://www.familysearch.org/ark:/61903/1:1:XXXX')).toBe(true);
  });

  it('ignores leading blanks and the case of the scheme', () => {
    expect(isLinkCitation('  https://example.org')).toBe(true);
    expect(isLinkCitation('HTTPS://EXAMPLE.ORG')).toBe(true);
  });

  it('is plain text otherwise, even when an address appears later', () => {
    expect(isLinkCitation('Parish register, p. 12')).toBe(false);
    expect(isLinkCitation('see https://example.org')).toBe(false);
    expect(isLinkCitation('www.example.org')).toBe(false);
    expect(isLinkCitation('ftp://example.org')).toBe(false);
  });

  it('is not a link when there is no text', () => {
    expect(isLinkCitation('')).toBe(false);
    expect(isLinkCitation(null)).toBe(false);
    expect(isLinkCitation(undefined)).toBe(false);
  });
});
