/**
 * The shapes shared by every stage of the GEDCOM layer. Kept in one file so the tokenizer, the
 * record assembler, the writer and the importer built on top all speak the same words.
 */

/** The escaping and line-folding rules differ between the 5.x family and 7.x. */
export type GedcomDialect = '5.5.1' | '7.0';

/**
 * One structure of a record tree. A level-0 node is a record.
 *
 * `value` is the payload after CONC/CONT folding (CONT became '\n') and '@' un-escaping, so an
 * importer reads plain text. When the payload is a pointer, `value` and `pointer` both hold it
 * with its at-signs ('@I1@'), the same form as `xref`, so `records.get(node.pointer)` just works.
 */
export interface GedcomNode {
  level: number;
  xref?: string;
  tag: string;
  value?: string;
  pointer?: string;
  /** 1-based line in the source where this structure starts. */
  line: number;
  children: GedcomNode[];
  /**
   * Offsets into `value` where the source joined a CONC line. The 5.5.1 writer reuses them so a
   * re-export keeps the original line breaks when they still fit; nothing else needs them.
   */
  concBreaks?: number[];
}

/** A level-0 node. Same shape; the alias says what callers should expect. */
export type GedcomRecord = GedcomNode;

/** One source line, split into its parts but not yet placed in a tree. */
export interface GedcomLine {
  kind: 'line';
  line: number;
  level: number;
  xref?: string;
  tag: string;
  /** The payload exactly as written (still escaped); undefined when empty. */
  value?: string;
  /** The whole line, present only when the tag was re-cased (see tokenizer). */
  text?: string;
}

/** A line that is not `level [xref] TAG [value]`. Kept, never dropped. */
export interface GedcomGarbage {
  kind: 'garbage';
  line: number;
  text: string;
}

export type GedcomToken = GedcomLine | GedcomGarbage;

export interface GedcomWarning {
  /** 1-based source line, when the problem belongs to one line. */
  line?: number;
  code: GedcomWarningCode;
  message: string;
}

export type GedcomWarningCode =
  | 'encoding'
  | 'invalid-bytes'
  | 'garbage-line'
  | 'level-jump'
  | 'lowercase-tag'
  | 'bad-continuation'
  | 'no-header'
  | 'too-many-warnings';

/** Which decoder the detector chose, and why, for the import report. */
export interface DetectedEncoding {
  /** The decoder in use: 'utf-8', 'utf-16le', 'utf-16be', 'ansel', 'windows-1252', 'macintosh', 'ibm437', 'ibm850'. */
  encoding: GedcomEncoding;
  /** How it was chosen. */
  source: 'bom' | 'utf16-pattern' | 'header' | 'default' | 'option';
  /** The header's `1 CHAR` value as written, if any. */
  declared?: string;
  /** The header's `2 VERS` under `1 GEDC`, if seen while sniffing. */
  declaredVersion?: string;
  hadBom: boolean;
}

export type GedcomEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'ansel' | 'windows-1252' | 'macintosh' | 'ibm437' | 'ibm850';

/** Anything that yields byte chunks: fs.createReadStream, an S3 GetObject body, a test array. */
export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
