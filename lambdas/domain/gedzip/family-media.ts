import type { Readable } from 'node:stream';
import type { GedcomNode, GedcomRecord } from '../gedcom';
import type { FaceBox } from '../../ports/faces';
import type { ExportMedia, MediaLink } from '../genealogy-import/export-gedcom';
import { cropOfBox } from '../genealogy-import/crop';

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
  /** Pixels of the upright image (a video's frame); null for documents. */
  width: number | null;
  height: number | null;
}

/** Where a GEDZIP export reads the family's media: paged Queries and one GET per original. */
export interface FamilyMediaSource {
  photos(ownerId: string, cursor: string | null): Promise<{ items: FamilyMediaItem[]; cursor: string | null }>;
  documents(ownerId: string, cursor: string | null): Promise<{ items: FamilyMediaItem[]; cursor: string | null }>;
  /** The people named on these photos' faces, and where each face is (faces not yet linked to anyone are left out). */
  namedFaces(ownerId: string, photoIds: readonly string[]): Promise<Array<{ photoId: string; personId: string; box: FaceBox }>>;
  openOriginal(item: Pick<FamilyMediaItem, 'id' | 'objectKey' | 'size'>): Promise<Readable>;
}

export interface PlannedMedia extends FamilyMediaItem {
  xref: string;
  /** Its path in the zip, and so its FILE line (as a URI reference). */
  zipPath: string;
}

/**
 * Which of the family's media a GEDZIP holds and who points to them: every photo, video and
 * document (the originals), each an OBJE record, linked from the people named on its faces (with
 * the face's box as the link's CROP, so an import can name the face again) and from the event it
 * is on. Read page by page; held is one small entry an item (a 20,000-photo family is a few MB),
 * since every INDI must know its OBJE links before it is written.
 */
export class GedzipMediaPlan implements ExportMedia {
  readonly items: PlannedMedia[] = [];
  private readonly byPerson = new Map<string, MediaLink[]>();
  private readonly byEvent = new Map<string, MediaLink[]>();

  static async collect(source: FamilyMediaSource, ownerId: string): Promise<GedzipMediaPlan> {
    const plan = new GedzipMediaPlan();
    let cursor: string | null = null;
    do {
      const page = await source.photos(ownerId, cursor);
      const added = page.items.map((item) => plan.add(item));
      const faces = added.length ? await source.namedFaces(ownerId, added.map((item) => item.id)) : [];
      const plannedOf = new Map(added.map((item) => [item.id, item]));
      for (const face of faces) {
        const planned = plannedOf.get(face.photoId);
        if (!planned) continue;
        const crop = planned.kind === 'photo' && planned.width && planned.height ? cropOfBox(face.box, planned.width, planned.height) : undefined;
        plan.link(plan.byPerson, face.personId, { xref: planned.xref, ...(crop ? { crop } : {}) });
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
    if (item.eventId) this.link(this.byEvent, item.eventId, { xref: planned.xref });
    return planned;
  }

  objectsOf(kind: 'person' | 'event', id: string): readonly MediaLink[] {
    return (kind === 'person' ? this.byPerson : this.byEvent).get(id) ?? [];
  }

  *records(): Iterable<GedcomRecord> {
    for (const item of this.items) yield mediaRecord(item);
  }

  get totalBytes(): number {
    return this.items.reduce((sum, item) => sum + item.size, 0);
  }

  /** One link a photo and person (or event): a person's second face on one photo keeps the first. */
  private link(map: Map<string, MediaLink[]>, id: string, link: MediaLink): void {
    const list = map.get(id);
    if (!list) map.set(id, [link]);
    else if (!list.some((known) => known.xref === link.xref)) list.push(link);
  }
}

/**
 * `media/<id>-<name>`: the id keeps two IMG_0001.jpg from different cameras apart, because an
 * importer (ours included) matches a file to its OBJE by its base name.
 */
export function gedzipMediaPath(item: Pick<FamilyMediaItem, 'id' | 'name'>): string {
  return `media/${item.id}-${zipSafeName(item.name)}`;
}

/** A file's name as a zip entry: letters (any script), digits and a few marks stay; what a zip or a file system may refuse becomes '_'. */
export function zipSafeName(name: string): string {
  return name.normalize('NFC').replace(/[^\p{L}\p{N}._ ()+,&'-]+/gu, '_').replace(/^\.+/, '').slice(-120) || 'file';
}

const line = (tag: string, value: string | undefined, children: GedcomNode[] = []): GedcomNode => ({ level: 1, tag, line: 0, children, ...(value ? { value } : {}) });

/** The OBJE record of one item, as GEDCOM 7 has it: FILE (a URI reference), FORM (media type), MEDI, TITL. */
export function mediaRecord(item: PlannedMedia): GedcomRecord {
  const medium = item.kind === 'document' ? 'ELECTRONIC' : item.kind === 'video' ? 'VIDEO' : 'PHOTO';
  const title = item.title?.trim() || undefined;
  const file = line('FILE', encodeURI(item.zipPath), [line('FORM', item.mime || 'application/octet-stream', [line('MEDI', medium)]), ...(title ? [line('TITL', title)] : [])]);
  return { level: 0, xref: item.xref, tag: 'OBJE', line: 0, children: [file] };
}
