import { grammarRule, specRules } from './spec-rules';
import type { Finding } from './findings';

/** One structure of the file as the validator sees it: its line, with CONT lines folded into its payload. */
export interface ValidatedNode {
  line: number;
  level: number;
  xref?: string;
  tag: string;
  /** The payload text (a leading `@@` undone, CONT lines joined with line feeds), when it is not a pointer. */
  text?: string;
  /** The payload when it is a pointer (`@X@` or `@VOID@`). */
  pointer?: string;
  children: ValidatedNode[];
}

const g = specRules.grammar;
/** The specification's Line rule without its EOL, with the four parts captured. */
const LINE = new RegExp(`^(${g.Level})\\u{20}(?:(${g.Xref})\\u{20})?(${g.Tag})(?:\\u{20}(?:(${g.pointer})|(${g.lineStr})))?$`, 'u');
const BANNED = new RegExp(g.banned!, 'u');

/** Why a line does not match the Line rule, said the way a person fixes it. */
function lineProblem(text: string): string {
  const [level, second, third] = text.split(' ');
  if (!level || !grammarRule('Level').test(level)) return 'it does not start with a level number (0, 1, 2... without leading zeros) and one space';
  const tag = second?.startsWith('@') ? third : second;
  if (second?.startsWith('@') && !grammarRule('Xref').test(second)) return `"${second}" is not a cross-reference id (@ letters, digits or _ @)`;
  if (!tag || !grammarRule('Tag').test(tag)) return `"${tag ?? ''}" is not a tag (capital letters, digits and _, or _ and those for an extension)`;
  if (/ $/.test(text)) return 'it ends with a space (a line with no payload ends at its tag)';
  return 'its payload starts with a single @ (a text starting with @ is written @@; a pointer is @ID@ alone)';
}

/**
 * Splits a decoded GEDCOM 7 file into lines, checks each against the specification's Line rule and
 * builds the tree of structures. Lines that break the grammar are reported and left out.
 */
export function parseLines(text: string, findings: Finding[]): ValidatedNode[] {
  const lines = text.replace(/^\u{FEFF}/u, '').split(/\r\n|\r|\n/);
  if (lines.at(-1) === '') lines.pop();
  const roots: ValidatedNode[] = [];
  const open: ValidatedNode[] = [];
  const continuations = new WeakSet<ValidatedNode>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const banned = BANNED.exec(raw);
    if (banned) findings.push({ line, message: `holds the character U+${banned[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}, which GEDCOM 7 does not allow` });
    const match = LINE.exec(raw);
    if (!match) {
      findings.push({ line, message: raw === '' ? 'is empty' : `is not a GEDCOM line: ${lineProblem(raw)}` });
      return;
    }
    const [, levelText, xref, tag, pointer, lineStr] = match as unknown as [string, string, string | undefined, string, string | undefined, string | undefined];
    const level = Number(levelText);
    const parent = open[level - 1];
    if (level > 0 && (!parent || open.length < level)) {
      findings.push({ line, message: `has level ${level} but the line before it has level ${open.length - 1}: a level may go up by one at most` });
      return;
    }
    if (tag === 'CONT' && parent && !xref) {
      // CONT is not a structure: it continues its superstructure's payload on a new line.
      if (parent.pointer !== undefined) findings.push({ line, message: `CONT cannot continue a pointer (line ${parent.line})` });
      else parent.text = `${parent.text ?? ''}\n${lineStr?.replace(/^@@/, '@') ?? pointer ?? ''}`;
      const continuation = { line, level, tag, children: [] };
      continuations.add(continuation);
      open.length = level;
      open[level] = continuation;
      return;
    }
    if (parent && continuations.has(parent)) {
      findings.push({ line, message: `is under a CONT line (line ${parent.line}), which cannot have substructures` });
      return;
    }
    const node: ValidatedNode = { line, level, tag, children: [] };
    if (xref) node.xref = xref;
    if (pointer !== undefined) node.pointer = pointer;
    if (lineStr !== undefined) node.text = lineStr.replace(/^@@/, '@');
    if (parent) parent.children.push(node);
    else roots.push(node);
    open.length = level;
    open[level] = node;
  });
  return roots;
}
