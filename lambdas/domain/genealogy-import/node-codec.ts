import type { GedcomNode } from '../gedcom';

/**
 * GEDCOM structures the tree does not model are kept as serialized subtrees, so an export can
 * write them back. The form is compact JSON: [tag, value?, children?] with the pointer flagged by
 * a leading '@' kind. Line numbers and CONC layout are not kept (the writer re-folds lines).
 */

type Packed = [tag: string, value?: string | number, children?: Packed[]];
/** Marks "no value" in the value slot when children follow. */
const NO_VALUE = 0;

function pack(node: GedcomNode): Packed {
  const children = node.children.map(pack);
  const value = node.pointer ? `\u0000${node.pointer}` : node.value;
  if (children.length) return [node.xref ? `${node.xref} ${node.tag}` : node.tag, value ?? NO_VALUE, children];
  if (value !== undefined) return [node.xref ? `${node.xref} ${node.tag}` : node.tag, value];
  return [node.xref ? `${node.xref} ${node.tag}` : node.tag];
}

function unpack(packed: Packed, level: number): GedcomNode {
  const [head, value, children] = packed;
  // An xref may hold a space ('@NoTe ref@' in files other programs wrote): it ends at '@ '.
  const end = head.startsWith('@') ? head.indexOf('@ ', 1) : -1;
  const node: GedcomNode = { level, tag: end > 0 ? head.slice(end + 2) : head, line: 0, children: (children ?? []).map((child) => unpack(child, level + 1)) };
  if (end > 0) node.xref = head.slice(0, end + 1);
  if (typeof value === 'string') {
    if (value.startsWith('\u0000')) {
      node.pointer = value.slice(1);
      node.value = node.pointer;
    } else {
      node.value = value;
    }
  }
  return node;
}

/** A structure kept where it was found: `path` names the mapped structure it sat under ('' = the item itself). */
export interface KeptStructure {
  path: string;
  node: GedcomNode;
}

export function encodeKept(kept: readonly KeptStructure[]): string | undefined {
  if (kept.length === 0) return undefined;
  return JSON.stringify(kept.map(({ path, node }) => [path, pack(node)]));
}

export function decodeKept(text: string | undefined, level = 1): KeptStructure[] {
  if (!text) return [];
  return (JSON.parse(text) as Array<[string, Packed]>).map(([path, packed]) => ({ path, node: unpack(packed, level) }));
}

export const encodeRecord = (node: GedcomNode): string => JSON.stringify(pack(node));
export const decodeRecord = (text: string): GedcomNode => unpack(JSON.parse(text) as Packed, 0);
