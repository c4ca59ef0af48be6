import type { PersonRecord } from '../family/records';
import type { FamilyStore } from '../family/store';
import type { LibraryFaces, LibraryPhoto, PhotoStore } from '../../ports/library';
import type { MemoryStore } from '../../ports/memories';

/** The types memories.ts and first-photos.ts share, kept apart so neither imports the other. */
export interface MemoryDeps {
  memories: MemoryStore;
  family: Pick<FamilyStore, 'participantsOf' | 'participationsOf' | 'getPeople'>;
  faces: Pick<LibraryFaces, 'photoIdsOf'>;
  photos: Pick<PhotoStore, 'getPhotos'>;
}

export interface YearOfPhotos {
  year: number;
  title: string;
  photos: LibraryPhoto[];
}

export interface PeopleMemoryRecord {
  kind: 'birthday' | 'anniversary' | 'first_photos';
  eventId: string;
  years: number;
  title: string;
  people: PersonRecord[];
  photos: LibraryPhoto[];
}

export interface Memories {
  onThisDay: YearOfPhotos[];
  people: PeopleMemoryRecord[];
}
