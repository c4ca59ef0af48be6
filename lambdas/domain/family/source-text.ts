import { decodeKept } from '../genealogy-import/node-codec';
import type { SourceRecord } from './records';

/** How much of a source's own text stands in for its title. */
const SOURCE_TEXT_MAX = 200;

/**
 * The first line of a source record's own text (GEDCOM TEXT, kept whole by the importer), or ''.
 * Files often give a source no title, only its text ('p. 221, MVR 212 [Amended Rec]:45'): it is
 * what tells those sources apart in the lists.
 */
export function sourceTextOf(source: Pick<SourceRecord, 'gedcom'>): string {
  const extras = source.gedcom?.extras;
  if (!extras) return '';
  const text = decodeKept(extras).find(({ path, node }) => path === '' && node.tag === 'TEXT')?.node;
  const firstLine = (text?.value ?? '').split('\n')[0]!.trim();
  return firstLine.length > SOURCE_TEXT_MAX ? `${firstLine.slice(0, SOURCE_TEXT_MAX - 1)}…` : firstLine;
}

/** What a source is listed and found by: its title, or else the first line of its own text (as it is shown). */
export function sourceListedText(source: Pick<SourceRecord, 'title' | 'gedcom'>): string {
  return source.title.trim() || sourceTextOf(source);
}
