import { isUploadableMediaName, mediaFileKey } from '@heirloom/shared/rules/media-file-names';
import type { GedcomNode, GedcomRecord } from '../gedcom';
import { FAM_EVENT_TAGS, INDI_EVENT_TAGS, saysNotHappened } from './gedcom-tags';
import { fileFrom7 } from './file-reference';
import type { ImportIds } from './identity';
import type { PixelCrop } from './crop';

/** One file a GEDCOM names (OBJE FILE), with the people and events it belongs to. */
export interface MediaReference {
  /** mediaFileKey of the name: what an upload must be called to be this file. */
  fileKey: string;
  /** As the file wrote it. */
  fileName: string;
  title: string | null;
  personIds: string[];
  eventIds: string[];
  /** Where in the image a person is, as their link to it said (GEDCOM 7 CROP): a face to name. */
  faceCrops: Array<{ personId: string; crop: Partial<PixelCrop> }>;
}

interface Holders {
  personIds: Set<string>;
  eventIds: Set<string>;
  /** A person's CROP on their own link to the file (not an event's link). */
  crops?: Map<string, Partial<PixelCrop>>;
}

const noHolders = (): Holders => ({ personIds: new Set(), eventIds: new Set() });

/**
 * A person's link with no CROP: the whole image (CROP's defaults). In a picture the file links to
 * no one else (their portrait, mostly) the face found in it is theirs (../faces/waiting-names.ts),
 * which puts the photo on their Pictures tab: it lists a person's photos by the faces named in
 * them. Compared by identity.
 */
const WHOLE_IMAGE: Partial<PixelCrop> = Object.freeze({});

interface FileEntry {
  name: string;
  title: string | null;
}

const child = (node: GedcomNode, tag: string) => node.children.find((c) => c.tag === tag);

/**
 * Gathers the multimedia a GEDCOM file names, record by record during the import's second pass:
 * OBJE records (`0 @M1@ OBJE` with FILE, 5.5 to 7.0 shapes), OBJE structures written inline under
 * a person, a family or one of their events, and pointers to OBJE records from those. A family's
 * own OBJE belongs to its couple. Ids are the importer's own (ImportIds), so they name the people
 * and events the import writes. What it holds is small: names and ids, never the files.
 */
export class MediaReferenceCollector {
  private readonly recordFiles = new Map<string, FileEntry[]>();
  private readonly inline = new Map<string, { entry: FileEntry; holders: Holders }>();
  private readonly pointers = new Map<string, Holders>();

  /** `sevenFile`: a 7.0 FILE is a URI reference, whose `%20` is a space in the name an upload has. */
  constructor(
    private readonly ids: ImportIds,
    private readonly sevenFile = false,
  ) {}

  add(record: GedcomRecord): void {
    if (record.tag === 'OBJE' && record.xref) this.recordFiles.set(record.xref, filesOf(record, this.sevenFile));
    else if (record.tag === 'INDI' && record.xref) this.holder(record, { kind: 'person', id: this.ids.person(record.xref) }, INDI_EVENT_TAGS);
    else if (record.tag === 'FAM' && record.xref) this.holder(record, { kind: 'family', xref: record.xref }, FAM_EVENT_TAGS);
  }

  /** Every named file once, with everyone it belongs to. */
  references(): MediaReference[] {
    const byKey = new Map<string, MediaReference>();
    const addFile = (entry: FileEntry, holders: Holders) => {
      if (!isUploadableMediaName(entry.name)) return;
      const fileKey = mediaFileKey(entry.name);
      const reference = byKey.get(fileKey) ?? { fileKey, fileName: entry.name.trim(), title: entry.title, personIds: [], eventIds: [], faceCrops: [] };
      for (const id of holders.personIds) if (!reference.personIds.includes(id)) reference.personIds.push(id);
      for (const id of holders.eventIds) if (!reference.eventIds.includes(id)) reference.eventIds.push(id);
      for (const [personId, crop] of holders.crops ?? []) if (!reference.faceCrops.some((known) => known.personId === personId)) reference.faceCrops.push({ personId, crop });
      reference.title ??= entry.title;
      byKey.set(fileKey, reference);
    };
    for (const { entry, holders } of this.inline.values()) addFile(entry, holders);
    for (const [xref, files] of this.recordFiles) for (const entry of files) addFile(entry, this.pointers.get(xref) ?? noHolders());
    // A whole image names a face only in a picture of one person (a portrait): with others in it
    // (their links, a wedding's couple) which face is whose would be a guess.
    for (const reference of byKey.values()) {
      if (reference.personIds.length > 1) reference.faceCrops = reference.faceCrops.filter((c) => c.crop !== WHOLE_IMAGE);
    }
    return [...byKey.values()].map((reference) => ({ ...reference, faceCrops: reference.faceCrops.map((c) => ({ personId: c.personId, crop: { ...c.crop } })) }));
  }

  private holder(record: GedcomRecord, owner: { kind: 'person'; id: string } | { kind: 'family'; xref: string }, eventTags: Readonly<Record<string, unknown>>): void {
    const tagCounts = new Map<string, number>();
    const family = owner.kind === 'family' ? this.familyPartners(record) : [];
    const recordHolders: Holders = { personIds: new Set(owner.kind === 'person' ? [owner.id] : family), eventIds: new Set() };
    for (const node of record.children) {
      // A person's own link names them in the picture: with no CROP, GEDCOM 7 means the whole image.
      if (node.tag === 'OBJE') this.reference(node, recordHolders, owner.kind === 'person' ? (cropOf(node) ?? WHOLE_IMAGE) : undefined);
      else if (eventTags[node.tag] && !saysNotHappened(node)) {
        const k = tagCounts.get(node.tag) ?? 0;
        tagCounts.set(node.tag, k + 1);
        const eventId = this.ids.event(record.xref!, node.tag, k);
        for (const obje of node.children.filter((c) => c.tag === 'OBJE')) {
          this.reference(obje, { personIds: new Set(recordHolders.personIds), eventIds: new Set([eventId]) });
        }
      }
    }
  }

  private familyPartners(record: GedcomRecord): string[] {
    return ['HUSB', 'WIFE'].flatMap((tag) => {
      const pointer = child(record, tag)?.pointer;
      return pointer && pointer !== '@VOID@' ? [this.ids.person(pointer)] : [];
    });
  }

  /** `crop`: the region of the one person holding this link. */
  private reference(obje: GedcomNode, holders: Holders, crop?: Partial<PixelCrop>): void {
    const addTo = (known: Holders) => {
      for (const id of holders.personIds) known.personIds.add(id);
      for (const id of holders.eventIds) known.eventIds.add(id);
      const [personId] = holders.personIds;
      // A link's own region wins over a whole image another link of theirs gave.
      if (crop && personId && (!known.crops?.has(personId) || known.crops.get(personId) === WHOLE_IMAGE)) (known.crops ??= new Map()).set(personId, crop);
    };
    if (obje.pointer) {
      const known = this.pointers.get(obje.pointer) ?? noHolders();
      addTo(known);
      this.pointers.set(obje.pointer, known);
      return;
    }
    for (const entry of filesOf(obje, this.sevenFile)) {
      const key = `${mediaFileKey(entry.name)}`;
      const known = this.inline.get(key) ?? { entry, holders: noHolders() };
      addTo(known.holders);
      this.inline.set(key, known);
    }
  }
}

/**
 * The local files a record's multimedia names (FILE under an OBJE record, or under an OBJE anywhere
 * in it), with the name an upload of it has (`sevenFile`: decoded from a 7.0 URI reference) and the
 * line it is on; web addresses are not files to hold.
 */
export function localFilesNamedIn(record: GedcomRecord, sevenFile: boolean): Array<{ value: string; name: string; line: number }> {
  const found: Array<{ value: string; name: string; line: number }> = [];
  const visit = (node: GedcomNode) => {
    for (const c of node.children) {
      const value = c.value?.trim();
      if (c.tag === 'FILE' && node.tag === 'OBJE' && value) {
        const name = sevenFile ? fileFrom7(value) : value;
        if (isUploadableMediaName(name)) found.push({ value, name, line: c.line });
      } else visit(c);
    }
  };
  visit(record);
  return found;
}

/** A link's CROP (GEDCOM 7), its parts as whole pixels; what is missing or unreadable is left to the defaults. */
function cropOf(obje: GedcomNode): Partial<PixelCrop> | undefined {
  const crop = child(obje, 'CROP');
  if (!crop) return undefined;
  const part = (tag: string) => {
    const value = child(crop, tag)?.value?.trim();
    return value && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const parts = { top: part('TOP'), left: part('LEFT'), width: part('WIDTH'), height: part('HEIGHT') };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Partial<PixelCrop>;
}

/** The FILE values of an OBJE structure, with a title (TITL beside FILE in 5.5, under it in 5.5.1 and 7.0). */
function filesOf(obje: GedcomNode, sevenFile: boolean): FileEntry[] {
  const outerTitle = child(obje, 'TITL')?.value?.trim() || null;
  return obje.children
    .filter((c) => c.tag === 'FILE' && c.value?.trim())
    .map((file) => ({ name: sevenFile ? fileFrom7(file.value!.trim()) : file.value!.trim(), title: child(file, 'TITL')?.value?.trim() || child(child(file, 'FORM') ?? file, 'TITL')?.value?.trim() || outerTitle }));
}
