import type { GedcomNode } from '../gedcom';
import { fileFrom7 } from './file-reference';

/**
 * A record of a 7.0 file as a 5.5.1 export writes it, where the 7.0 spelling is one the 7.0 export
 * of a 5.5.x file made (seven-respell.ts, five-extensions.ts), so a trip through 7.0 gives the
 * 5.5.1 lines back: an extension SCHMA declares as a 5.5.1 structure under its 5.5.1 tag
 * (`fiveTags`: `_TITL` -> `TITL`), `NO DIV` as `DIV N`, a citation's `EVEN EVEN` with a PHRASE
 * as the text it names, a FILE's `%20` as a space. 5.5.1 has no NO and no PHRASE, so a 7.0 file
 * of another program's is the better for it too.
 */
export function fiveFrom7<T extends GedcomNode>(tree: T, fiveTags: ReadonlyMap<string, string>, parent?: GedcomNode): T {
  const five = fiveTags.get(tree.tag);
  if (five) return { ...renamed(tree, fiveTags), tag: five };
  if (tree.tag.startsWith('_')) return tree;
  const children = tree.children.map((c) => fiveFrom7(c, fiveTags, tree));
  if (tree.tag === 'NO' && tree.value && /^[A-Z]+$/.test(tree.value.trim())) return { ...tree, tag: tree.value.trim(), value: 'N', children };
  const phrase = children.find((c) => c.tag === 'PHRASE' && c.children.length === 0);
  if (tree.tag === 'EVEN' && parent?.tag === 'SOUR' && parent.pointer && tree.value?.trim() === 'EVEN' && phrase?.value) {
    return { ...tree, value: phrase.value, children: children.filter((c) => c !== phrase) };
  }
  if (tree.tag === 'FILE' && tree.value) return { ...tree, value: fileFrom7(tree.value), children };
  return { ...tree, children };
}

/** An extension's substructures are 5.5.1's already; only extensions of the same kind inside it are renamed. */
function renamed<T extends GedcomNode>(tree: T, fiveTags: ReadonlyMap<string, string>): T {
  return { ...tree, children: tree.children.map((c) => ({ ...renamed(c, fiveTags), tag: fiveTags.get(c.tag) ?? c.tag })) };
}
