import { createHash } from 'node:crypto';
import { deterministicId, nameIdFor } from '../family/ids';

/**
 * Which file an import is, and the ids its records get. Importing the same file again (same owner,
 * same file identity) gives every record the same id, so the second run overwrites the first
 * instead of adding people twice. The file identity is its name without folders or case
 * ('Family.GED' and 'uploads/family.ged' are the same file) unless the caller names one.
 */
export function fileIdentity(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.trim().toLowerCase();
}

export function importKeyFor(ownerId: string, identity: string): string {
  return createHash('sha256').update(`${ownerId}\u0001${identity}`).digest('base64url').slice(0, 16);
}

/** Deterministic ids for one owner's import of one file. */
export class ImportIds {
  constructor(
    private readonly ownerId: string,
    readonly importKey: string,
  ) {}

  private id(...parts: string[]): string {
    return deterministicId(this.ownerId, this.importKey, ...parts);
  }

  person = (xref: string) => this.id('INDI', xref);
  family = (xref: string) => this.id('FAM', xref);
  source = (xref: string) => this.id('SOUR', xref);
  raw = (seq: number) => this.id('RAW', String(seq));
  name = (personId: string, index: number) => nameIdFor(personId, `n${index + 1}`);
  contact = (personXref: string, index: number) => this.id('CONTACT', personXref, String(index));
  /** An event structure: the record it is in, its tag and its position among that tag's events. */
  event = (recordXref: string, tag: string, index: number) => this.id('EVENT', recordXref, tag, String(index));
  /** An event the file implies: a couple's marriage, a child's birth or adoption. */
  implied = (recordXref: string, kind: string, other = '') => this.id('IMPLIED', recordXref, kind, other);
  /** A note or citation: its parent's id, and its position there. */
  attachment = (kind: 'note' | 'citation', parentId: string, index: number) => this.id(kind, parentId, String(index));
}
