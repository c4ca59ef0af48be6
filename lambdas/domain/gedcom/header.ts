import type { GedcomNode, GedcomRecord } from './types';

/**
 * What the import report and the importer need from the HEAD record, read leniently: every field
 * is optional because real headers omit almost anything. Extension definitions (7.0 SCHMA / TAG)
 * map a file's `_TAG` to a URI, which is how an importer recognises a known extension whatever
 * tag the writing program chose.
 */
export interface GedcomHeader {
  /** GEDC VERS as written: '5.5', '5.5.1', '7.0', '7.0.14', ... */
  version?: string;
  /** '5.5', '5.5.1' or '7' when recognised. */
  versionFamily?: '5.5' | '5.5.1' | '7';
  /** GEDC FORM (5.x: LINEAGE-LINKED). */
  form?: string;
  /** CHAR (5.x only) and its VERS. */
  charset?: string;
  charsetVersion?: string;
  /** The program that wrote the file. */
  source?: {
    id: string;
    name?: string;
    version?: string;
    corporation?: string;
  };
  destination?: string;
  /** Transmission date and time as written. */
  date?: string;
  time?: string;
  file?: string;
  copyright?: string;
  language?: string;
  /** Pointer to the submitter record, e.g. '@U1@'. */
  submitter?: string;
  note?: string;
  /** 7.0 SCHMA: each extension tag and the URI it stands for, in file order. */
  extensions: { tag: string; uri: string }[];
}

const child = (node: GedcomNode | undefined, tag: string): GedcomNode | undefined => node?.children.find((c) => c.tag === tag);
const text = (node: GedcomNode | undefined): string | undefined => node?.value?.trim() || undefined;

export function readHeader(head: GedcomRecord): GedcomHeader {
  const gedc = child(head, 'GEDC');
  const version = text(child(gedc, 'VERS'));
  const header: GedcomHeader = { extensions: [] };
  if (version) {
    header.version = version;
    const family = versionFamily(version);
    if (family) header.versionFamily = family;
  }
  const set = <K extends keyof GedcomHeader>(key: K, value: GedcomHeader[K] | undefined) => {
    if (value !== undefined) header[key] = value;
  };
  set('form', text(child(gedc, 'FORM')));
  const char = child(head, 'CHAR');
  set('charset', text(char));
  set('charsetVersion', text(child(char, 'VERS')));
  const sour = child(head, 'SOUR');
  if (sour) {
    const source: NonNullable<GedcomHeader['source']> = { id: text(sour) ?? '' };
    const name = text(child(sour, 'NAME'));
    const vers = text(child(sour, 'VERS'));
    const corp = text(child(sour, 'CORP'));
    if (name) source.name = name;
    if (vers) source.version = vers;
    if (corp) source.corporation = corp;
    header.source = source;
  }
  set('destination', text(child(head, 'DEST')));
  const date = child(head, 'DATE');
  set('date', text(date));
  set('time', text(child(date, 'TIME')));
  set('file', text(child(head, 'FILE')));
  set('copyright', text(child(head, 'COPR')));
  set('language', text(child(head, 'LANG')));
  set('submitter', child(head, 'SUBM')?.pointer);
  set('note', child(head, 'NOTE')?.value);
  for (const tag of child(head, 'SCHMA')?.children ?? []) {
    if (tag.tag !== 'TAG' || !tag.value) continue;
    const [name, uri] = tag.value.trim().split(/\s+/, 2);
    if (name && uri) header.extensions.push({ tag: name, uri });
  }
  return header;
}

export function versionFamily(version: string): GedcomHeader['versionFamily'] {
  const v = version.trim();
  if (v.startsWith('7')) return '7';
  if (v === '5.5.1' || v.startsWith('5.5.1')) return '5.5.1';
  if (v.startsWith('5.5')) return '5.5';
  return undefined;
}
