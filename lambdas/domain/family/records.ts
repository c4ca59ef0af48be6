import type { ContactType } from '@heirloom/shared/contracts/family';
import type { MatchedPlace } from '@heirloom/shared/contracts/maps';
import type { NameType } from '@heirloom/shared/rules/names';

/**
 * The family tree as the use cases and the GEDCOM importer/exporter see it. Every record belongs
 * to one tree (`ownerId`, the tree owner's user id). Records made in the app have importKey '-';
 * imported ones name the file (importKey) and the run that wrote them (importRun), and keep what
 * GEDCOM said that the tree does not model in `gedcom`, so an export can write it back.
 */

export const APP_IMPORT_KEY = '-';

/** The GEDCOM dialect a stored date text or structure is written in. */
export type GedcomDialect = '5.5.1' | '7.0';

/** Where an imported item came from and what of it is not modelled. */
export interface GedcomProvenance {
  xref?: string;
  /** Unmapped substructures, serialized by genealogy-import/node-codec.ts. */
  extras?: string;
  dialect?: GedcomDialect;
  /** The tag the structure had (BIRT, EVEN, MARR...), and its line value when it had one ('Y'). */
  tag?: string;
  value?: string;
  /** Events: written under an INDI or a FAM record. */
  level?: 'INDI' | 'FAM';
  /** Events read from (or implied by) a FAM record: its xref. */
  familyXref?: string;
  /** A marriage implied by a couple's FAM record, or a birth/adoption implied by a child link. */
  implied?: boolean;
  /** Names: the NAME line as written, reused on export while the parts are unchanged. */
  nameValue?: string;
  /** Names: the TYPE as written ('' when there was none), reused while the name type is unchanged. */
  nameTypeText?: string;
  /** Names: the parts as imported, to tell whether the NAME line as written still holds. */
  snapshot?: string;
  /** Names: which of GIVN, SURN, NPFX, NSFX the NAME had. */
  partTags?: string[];
  /** People: the SEX value as written, reused while the sex is unchanged. */
  sexValue?: string;
  /** Notes: the shared NOTE record this note is a copy of. */
  sharedNote?: string;
  /** Citations: written as an inline source (`SOUR text`, 5.5.1) rather than a pointer. */
  inlineSource?: boolean;
  /** Participants: HUSB or WIFE in the FAM record. */
  spouseTag?: 'HUSB' | 'WIFE';
  /**
   * The tags of the structure's substructures in file order ('NAME SEX BIRT BIRT FAMS'), so an
   * export writes them back in that order (events, links and children of one tag keep their own order).
   */
  tags?: string;
  /** Events: their place among their record's substructures (two BIRT keep which came first). */
  position?: number;
  /** Names: the values of GIVN, SURN, NPFX, NSFX as written (partTags' order), reused while unchanged. */
  partValues?: string[];
  /** Events: the DATE and PLAC texts as written when they differ from the trimmed ones stored. */
  dateText?: string;
  placeText?: string;
  /**
   * Events from GEDCOM 7: the PHRASE the date was read from (a date 7.0 cannot express, such as a
   * dual year or free text, is `DATE` with a `PHRASE`); dateText then holds the DATE value as written.
   */
  datePhrase?: string;
  /** People: their FAMC and FAMS links in file order, each with its PEDI as written ('' for none). */
  links?: Array<[tag: 'FAMC' | 'FAMS', familyXref: string, pedigree: string]>;
  /** Adoptions: the ADOP under the event's FAMC as written (HUSB, WIFE, BOTH; '' when absent). */
  adoptedBy?: string;
  /** FAM records: every child (CHIL) in file order, by person id. */
  children?: string[];
  /** INDI, FAM and SOUR records: their place among the file's records, so an export keeps the file's record order. */
  seq?: number;
}

export interface Provenance {
  ownerId: string;
  importKey: string;
  importRun: string | null;
  gedcom: GedcomProvenance | null;
}

export interface NameRecord {
  id: string;
  nameType: NameType;
  order: number;
  prefix: string;
  first: string;
  middle: string;
  last: string;
  suffix: string;
  gedcom?: GedcomProvenance;
}

export interface ContactRecord {
  id: string;
  contactType: ContactType;
  value: string;
  personVersion: number;
}

export interface PersonRecord extends Provenance {
  id: string;
  sex: string;
  names: NameRecord[];
  contacts: ContactRecord[];
  /** Image id of the person's icon. */
  thumbnail: string | null;
  itemsDeleted: boolean;
  personVersion: number;
  previousVersion: string[];
  newerVersion: string | null;
  versionDate: number | null;
  /** User id of whoever made this version. */
  author: string | null;
  /** Earlier versions by other family members, newest first (see person-versions.ts). */
  versions?: PersonSnapshot[];
  /**
   * A member's edit waiting for the admins' review ('Use This Version' / 'Keep Current Version'): a
   * member who does not maintain the person suggests rather than overwrites (sharing/roles.ts).
   */
  pending?: PersonSnapshot | null;
  /** Who added the person (the maintainer); imported people belong to the importer (the import's importedBy). */
  createdBy?: string | null;
  createdAt: number;
  updatedAt: number;
  /** Set when this person was merged into another: that person answers for this id. */
  mergedInto?: string | null;
}

/** A person as one family member left them, kept when another member changed them. */
export interface PersonSnapshot {
  version: number;
  author: string | null;
  versionDate: number | null;
  sex: string;
  names: NameRecord[];
  thumbnail: string | null;
  /**
   * The person's facts (title, occupation...) as kept GEDCOM structures (`gedcom.extras`), so
   * 'Keep Current Version' brings them back too. Absent on versions kept before facts were versioned.
   */
  extras?: string | null;
  /** The person's contacts (e-mail, phone, website); absent on versions kept before contacts were versioned. */
  contacts?: ContactRecord[];
}

export interface EventRecord extends Provenance {
  id: string;
  eventType: string;
  name: string;
  autoName: boolean;
  /** Fuzzy date text as typed or as the GEDCOM file had it. */
  startDate: string;
  endDate: string;
  /** 'YYYYY-MM-DD' from shared/rules/fuzzy-date sortKey, or null. */
  sortDate: string | null;
  location: string;
  /** The coordinates GEDCOM gave the place (PLAC.MAP), kept while the place text is the imported one. */
  placeCoordinates?: { lat: number; lon: number } | null;
  /** Where `location` was found on the map; absent until it was worked out (domain/maps/event-placements.ts). */
  placement?: EventPlacement;
  /** Who added the event; imported events belong to the importer. */
  createdBy?: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A place match (places/place-matcher.ts) for the text and matcher version it was made with. */
export interface EventPlacement {
  text: string;
  version: number;
  place: MatchedPlace | null;
}

export interface ParticipantRecord extends Provenance {
  eventId: string;
  personId: string;
  role: string;
  eventType: string;
  sortDate: string | null;
  /**
   * The participant's place in the event's list of people, from 0. An automatic name lists the
   * people of one role in this order ("born to Robert Smith and Mary Jones"), so renaming one of
   * them cannot swap them. Absent on participants written before it was kept: they list after the
   * placed ones, by person id.
   */
  position?: number;
}

export type NoteParentKind = 'person' | 'name' | 'event';
export type CitationParentKind = NoteParentKind | 'note';
export type AnchorKind = 'person' | 'event';

export interface ParentRef<K extends string = CitationParentKind> {
  kind: K;
  id: string;
}

interface Attachment extends Provenance {
  id: string;
  parent: ParentRef;
  /** The person or event whose record the attachment is written in. */
  anchor: ParentRef<AnchorKind>;
  order: number;
  /** Who added it; imported ones belong to the importer. */
  createdBy?: string | null;
  createdAt: number;
}

export interface NoteRecord extends Attachment {
  parent: ParentRef<NoteParentKind>;
  text: string;
}

export interface CitationRecord extends Attachment {
  citation: string;
  page: string;
  certainty: string;
  sourceId: string | null;
}

/**
 * A deleted event as it was, kept for a while so the deletion can be undone: the event, its people,
 * its notes (with their citations) and its citations, and the photos that were linked to it.
 */
/** A deleted event as the family's list of them shows it: the event as it was, who deleted it and when. */
export interface RemovedEventSummary {
  event: EventRecord;
  removedBy: string | null;
  removedAt: number;
}

export interface RemovedEventRecord {
  ownerId: string;
  event: EventRecord;
  participants: ParticipantRecord[];
  notes: NoteRecord[];
  citations: CitationRecord[];
  photoIds: string[];
  removedBy: string | null;
  removedAt: number;
}

export interface SourceRecord extends Provenance {
  id: string;
  title: string;
  author: string;
  publication: string;
  /** The member who added it in the app (sharing/roles.ts); an imported source's maker is its importer. */
  createdBy?: string | null;
  createdAt: number;
}

/** A GEDCOM FAM record's identity and what of it is not modelled by events. */
export interface FamilyRecord extends Provenance {
  id: string;
  xref: string;
  husbandId: string | null;
  wifeId: string | null;
  childIds: string[];
}

/** A top-level GEDCOM record kept whole (SUBM, REPO, OBJE, shared notes, vendor records). */
export interface RawRecord extends Provenance {
  id: string;
  seq: number;
  tag: string;
  xref: string | null;
  /** Serialized record tree (genealogy-import/node-codec.ts). */
  node: string;
}

export interface ImportCountsRecord {
  people: number;
  families: number;
  events: number;
  notes: number;
  citations: number;
  sources: number;
  /** Records kept whole, by kind: OBJE, REPO, shared NOTE/SNOTE, SUBM, and any other (vendor `_` records...). Absent on older runs. */
  media?: number;
  repositories?: number;
  noteRecords?: number;
  submitters?: number;
  otherRecords?: number;
}

export interface ImportWarning {
  line: number | null;
  message: string;
}

export interface ImportRecord {
  ownerId: string;
  id: string;
  importKey: string;
  fileName: string;
  contentHash: string | null;
  status: 'running' | 'done' | 'failed';
  counts: ImportCountsRecord;
  /** The first warnings (genealogy-import/warning-pages.ts); the rest are in `warningPages` pages. */
  warnings: ImportWarning[];
  /** Pages of warnings after the record's own (absent on imports from before pages). */
  warningPages?: number;
  warningCount: number;
  startedAt: number;
  finishedAt: number | null;
  error: string | null;
  gedcomVersion: string | null;
  encoding: string | null;
  /** Set once a family member asked to remove what the file brought in ('Remove this import'). */
  removal?: ImportRemovalRecord | null;
  /** The member who uploaded the file: what it brought in is theirs (sharing/roles.ts); absent on older runs. */
  importedBy?: string | null;
}

/** 'Remove this import': a queued job's progress and outcome, kept on the import run it was asked on. */
export interface ImportRemovalRecord {
  status: 'queued' | 'running' | 'done';
  /** Also remove people and events the family edited or added to since the import. */
  removeEdited: boolean;
  requestedAt: number;
  finishedAt: number | null;
  /** What has been removed so far. */
  removed: ImportCountsRecord;
  /** Imported people and events kept because the family edited them, added to them or linked photos to them. */
  keptPeople: number;
  keptEvents: number;
}

/** The last run of an imported file. */
export interface ImportSourceRecord {
  ownerId: string;
  importKey: string;
  fileName: string;
  lastImportId: string;
  contentHash: string | null;
}

/** One item of a bulk write (imports). */
export type FamilyItem =
  | { kind: 'person'; record: PersonRecord }
  | { kind: 'event'; record: EventRecord }
  | { kind: 'participant'; record: ParticipantRecord }
  | { kind: 'note'; record: NoteRecord }
  | { kind: 'citation'; record: CitationRecord }
  | { kind: 'source'; record: SourceRecord }
  | { kind: 'family'; record: FamilyRecord }
  | { kind: 'raw'; record: RawRecord };

export type FamilyItemKind = FamilyItem['kind'];

/** An item found by a sweep: enough to delete it. `ref` is the store's own handle. */
export interface StoredItemRef {
  kind: FamilyItemKind | 'word';
  ref: string;
  importRun: string | null;
  /** What removing an import needs to tell the items it keeps (each only where the kind has it). */
  facts?: StoredItemFacts;
}

export interface StoredItemFacts {
  personId?: string;
  eventId?: string;
  /** Notes and citations: the person or event they are written under. */
  anchorId?: string;
  sourceId?: string;
  husbandId?: string;
  wifeId?: string;
  updatedAt?: number;
  thumbnail?: string;
}

/** An event with its participants, as walked in event-id order. */
export interface EventWithParticipants {
  event: EventRecord;
  participants: ParticipantRecord[];
}
