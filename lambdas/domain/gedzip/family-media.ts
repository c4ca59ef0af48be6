import type { Readable } from 'node:stream';
import type { GedcomNode, GedcomRecord } from '../gedcom';
import type { FaceBox } from '../../ports/faces';
import { isUploadableMediaName, mediaFileKey } from '@heirloom/shared/rules/media-file-names';
import type { ExportMedia, KeptObject, MediaLink } from '../genealogy-import/export-gedcom';
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
  /**
   * The photos the family's GEDCOM files were matched to, by file key (mediaFileKey of a FILE's
   * name; ../home/missing-files.ts): a file an import named that came as a copy of a photo the
   * family had is that photo, whatever its own name. Absent: files are matched by name alone.
   */
  matchedFiles?(ownerId: string, fileKeys: readonly string[]): Promise<ReadonlyMap<string, string>>;
}

/** File keys a matchedFiles call is asked about at once. */
const MATCHED_FILES_CHUNK = 100;

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
  /** A kept FILE's file key -> the item the zip holds it as. */
  private readonly zipped = new Map<string, PlannedMedia>();
  /** An item's xref -> the kept OBJE record that is its record in the file (keptObjects). */
  private readonly keptAs = new Map<string, { importKey: string; xref: string }>();

  constructor(private readonly source?: Pick<FamilyMediaSource, 'matchedFiles'>, private readonly ownerId = '') {}

  static async collect(source: FamilyMediaSource, ownerId: string): Promise<GedzipMediaPlan> {
    const plan = new GedzipMediaPlan(source, ownerId);
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
    const links = (kind === 'person' ? this.byPerson : this.byEvent).get(id) ?? [];
    return links.map((link) => {
      const kept = this.keptAs.get(link.xref);
      return kept ? { ...link, kept } : link;
    });
  }

  /** Every item's OBJE record, but those a kept record of the tree stands for (one record a photo). */
  *records(): Iterable<GedcomRecord> {
    for (const item of this.items) if (!this.keptAs.has(item.xref)) yield mediaRecord(item);
  }

  /**
   * The OBJE records the tree kept from its imports. A GEDZIP it was imported from named files that
   * became photos of the family: each FILE is matched to the item it became (the photo the import
   * matched it to, else an item of that name, as the import matches), and the first kept record
   * naming an item is that item's record: the people and event linked to the photo point to it, and
   * the item gets no record of its own, so the photo is listed once.
   */
  async keptObjects(objects: readonly KeptObject[]): Promise<void> {
    const keys = [...new Set(objects.flatMap((object) => object.files.filter(isUploadableMediaName).map(mediaFileKey)))];
    const matched = new Map<string, string>();
    for (let start = 0; this.source?.matchedFiles && start < keys.length; start += MATCHED_FILES_CHUNK) {
      for (const [key, photoId] of await this.source.matchedFiles(this.ownerId, keys.slice(start, start + MATCHED_FILES_CHUNK))) matched.set(key, photoId);
    }
    const byId = new Map(this.items.map((item) => [item.id, item]));
    const byName = new Map<string, PlannedMedia>();
    for (const item of this.items) if (!byName.has(mediaFileKey(item.name))) byName.set(mediaFileKey(item.name), item);
    for (const key of keys) {
      const item = byId.get(matched.get(key) ?? '') ?? byName.get(key);
      if (item) this.zipped.set(key, item);
    }
    for (const object of objects) {
      for (const file of object.files) {
        const item = isUploadableMediaName(file) ? this.zipped.get(mediaFileKey(file)) : undefined;
        if (item && !this.keptAs.has(item.xref)) this.keptAs.set(item.xref, { importKey: object.importKey, xref: object.xref });
      }
    }
  }

  /** A kept FILE: the zipped file it was matched to; a URL stays (a GEDZIP may name one); any other file is not in the zip. */
  fileOf(name: string): string | null {
    if (!isUploadableMediaName(name)) return name.trim() ? name : null;
    return this.zipped.get(mediaFileKey(name))?.zipPath ?? null;
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
