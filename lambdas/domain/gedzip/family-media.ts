import type { Readable } from 'node:stream';
import type { GedcomNode, GedcomRecord } from '../gedcom';
import type { ExportMedia } from '../genealogy-import/export-gedcom';

/** One of the family's photos, videos or documents, as a GEDZIP export needs it. */
export interface FamilyMediaItem {
  kind: 'photo' | 'video' | 'document';
  id: string;
  /** The original's object (uploads bucket) and its size in bytes. */
  objectKey: string;
  size: number;
  name: string;
  mime: string;
  title: string | null;
  /** The event the photo is on (documents are on none). */
  eventId: string | null;
}

/** Where a GEDZIP export reads the family's media: paged Queries and one GET per original. */
export interface FamilyMediaSource {
  photos(ownerId: string, cursor: string | null): Promise<{ items: FamilyMediaItem[]; cursor: string | null }>;
  documents(ownerId: string, cursor: string | null): Promise<{ items: FamilyMediaItem[]; cursor: string | null }>;
  /** The people named on these photos' faces (faces not yet linked to anyone are left out). */
  namedFaces(ownerId: string, photoIds: readonly string[]): Promise<Array<{ photoId: string; personId: string }>>;
  openOriginal(item: FamilyMediaItem): Promise<Readable>;
}

export interface PlannedMedia extends FamilyMediaItem {
  xref: string;
  /** Its path in the zip, and so its FILE line (as a URI reference). */
  zipPath: string;
}

/**
 * Which of the family's media a GEDZIP holds and who points to them: every photo, video and
 * document (the originals), each an OBJE record, linked from the people named on its faces and
 * from the event it is on. Read page by page; held is one small entry an item (a 20,000-photo
 * family is a few MB), since every INDI must know its OBJE links before it is written.
 */
export class GedzipMediaPlan implements ExportMedia {
  readonly items: PlannedMedia[] = [];
  private readonly byPerson = new Map<string, string[]>();
  private readonly byEvent = new Map<string, string[]>();

  static async collect(source: FamilyMediaSource, ownerId: string): Promise<GedzipMediaPlan> {
    const plan = new GedzipMediaPlan();
    let cursor: string | null = null;
    do {
      const page = await source.photos(ownerId, cursor);
      const added = page.items.map((item) => plan.add(item));
      const faces = added.length ? await source.namedFaces(ownerId, added.map((item) => item.id)) : [];
      const xrefOf = new Map(added.map((item) => [item.id, item.xref]));
      for (const face of faces) {
        const xref = xrefOf.get(face.photoId);
        if (xref) plan.link(plan.byPerson, face.personId, xref);
      }
      cursor = page.cursor;
    } while (cursor);
    do {
      const page = await source.documents(ownerId, cursor);
      for (const item of page.items) plan.add(item);
      cursor = page.cursor;
    } while (cursor);
    return plan;
  }

  add(item: FamilyMediaItem): PlannedMedia {
    const planned: PlannedMedia = { ...item, xref: `@M${this.items.length + 1}@`, zipPath: gedzipMediaPath(item) };
    this.items.push(planned);
    if (item.eventId) this.link(this.byEvent, item.eventId, planned.xref);
    return planned;
  }

  objectsOf(kind: 'person' | 'event', id: string): readonly string[] {
    return (kind === 'person' ? this.byPerson : this.byEvent).get(id) ?? [];
  }

  *records(): Iterable<GedcomRecord> {
    for (const item of this.items) yield mediaRecord(item);
  }

  get totalBytes(): number {
    return this.items.reduce((sum, item) => sum + item.size, 0);
  }

  private link(map: Map<string, string[]>, id: string, xref: string): void {
    const list = map.get(id);
    if (!list) map.set(id, [xref]);
    else if (!list.includes(xref)) list.push(xref);
  }
}

/**
 * `media/<id>-<name>`: the id keeps two IMG_0001.jpg from different cameras apart, because an
 * importer (ours included) matches a file to its OBJE by its base name.
 */
export function gedzipMediaPath(item: Pick<FamilyMediaItem, 'id' | 'name'>): string {
  // Letters (any script), digits and a few marks stay; what a zip or a file system may refuse becomes '_'.
  const safe = item.name.normalize('NFC').replace(/[^\p{L}\p{N}._ ()+,&'-]+/gu, '_').replace(/^\.+/, '').slice(-120) || 'file';
  return `media/${item.id}-${safe}`;
}

const line = (tag: string, value: string | undefined, children: GedcomNode[] = []): GedcomNode => ({ level: 1, tag, line: 0, children, ...(value ? { value } : {}) });

/** The OBJE record of one item, as GEDCOM 7 has it: FILE (a URI reference), FORM (media type), MEDI, TITL. */
export function mediaRecord(item: PlannedMedia): GedcomRecord {
  const medium = item.kind === 'document' ? 'ELECTRONIC' : item.kind === 'video' ? 'VIDEO' : 'PHOTO';
  const title = item.title?.trim() || undefined;
  const file = line('FILE', encodeURI(item.zipPath), [line('FORM', item.mime || 'application/octet-stream', [line('MEDI', medium)]), ...(title ? [line('TITL', title)] : [])]);
  return { level: 0, xref: item.xref, tag: 'OBJE', line: 0, children: [file] };
}
