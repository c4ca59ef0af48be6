import type { GedcomDialect, GedcomNode, GedcomRecord } from './types';

/**
 * The HEAD (and TRLR) an export starts (and ends) with, for either version. 5.5.1 requires SUBM
 * and CHAR and names the form; 7.0 drops CHAR and FILE (it is always UTF-8) and lists extension
 * tags in SCHMA so other programs can recognise them.
 */

export interface HeaderOptions {
  version: GedcomDialect;
  /** The writing program: `1 SOUR <id>` with its NAME, VERS and CORP. */
  source: { id: string; name?: string; version?: string; corporation?: string };
  /** Transmission date; written as `DATE 1 JAN 2024` + `TIME hh:mm:ss` (UTC). */
  date?: Date;
  /** Pointer to the SUBM record ('@U1@'); 5.5.1 requires one. */
  submitter?: string;
  destination?: string;
  /** 5.5.1 only: the file name. */
  file?: string;
  copyright?: string;
  language?: string;
  note?: string;
  /** The place format the file's places follow: `PLAC` + `FORM City, County, ...`. */
  placeForm?: string;
  /** 7.0 only: extension tags and their URIs. */
  extensions?: { tag: string; uri: string }[];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const node = (level: number, tag: string, value?: string, children: GedcomNode[] = []): GedcomNode => {
  const n: GedcomNode = { level, tag, line: 0, children };
  if (value !== undefined && value !== '') n.value = value;
  return n;
};

export function buildHeader(options: HeaderOptions): GedcomRecord {
  const v7 = options.version === '7.0';
  const children: GedcomNode[] = [];
  const gedc = node(1, 'GEDC', undefined, [node(2, 'VERS', v7 ? '7.0' : '5.5.1')]);
  if (!v7) gedc.children.push(node(2, 'FORM', 'LINEAGE-LINKED'));
  if (v7) {
    children.push(gedc);
    if (options.extensions?.length) {
      children.push(node(1, 'SCHMA', undefined, options.extensions.map((e) => node(2, 'TAG', `${e.tag} ${e.uri}`))));
    }
  }
  const sour = node(1, 'SOUR', options.source.id);
  if (options.source.version) sour.children.push(node(2, 'VERS', options.source.version));
  if (options.source.name) sour.children.push(node(2, 'NAME', options.source.name));
  if (options.source.corporation) sour.children.push(node(2, 'CORP', options.source.corporation));
  children.push(sour);
  if (options.destination) children.push(node(1, 'DEST', options.destination));
  if (options.date) {
    const d = options.date;
    const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${v7 ? 'Z' : ''}`;
    children.push(node(1, 'DATE', `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`, [node(2, 'TIME', time)]));
  }
  if (options.submitter) {
    const subm = node(1, 'SUBM');
    subm.pointer = options.submitter;
    subm.value = options.submitter;
    children.push(subm);
  }
  if (!v7 && options.file) children.push(node(1, 'FILE', options.file));
  if (options.copyright) children.push(node(1, 'COPR', options.copyright));
  if (!v7) {
    children.push(gedc);
    children.push(node(1, 'CHAR', 'UTF-8'));
  }
  if (options.language) children.push(node(1, 'LANG', options.language));
  if (options.placeForm) children.push(node(1, 'PLAC', undefined, [node(2, 'FORM', options.placeForm)]));
  if (options.note) children.push(node(1, 'NOTE', options.note));
  return node(0, 'HEAD', undefined, children);
}

export function buildTrailer(): GedcomRecord {
  return node(0, 'TRLR');
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
