import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { citationItem, eventItem, familyItem, noteItem, participantItem, personItem, rawItem, sourceItem } from '../../../lambdas/adapters/aws/dynamo-family-items';
import { eventEntity, eventSchema, participantEntity, participantSchema } from '../../../lambdas/adapters/aws/entities/family-events';
import { familyRecordEntity, familyRecordSchema, gedcomRecordEntity, gedcomRecordSchema } from '../../../lambdas/adapters/aws/entities/family-gedcom';
import { citationEntity, citationSchema, noteEntity, noteSchema, sourceEntity, sourceSchema } from '../../../lambdas/adapters/aws/entities/family-notes';
import { nameWordEntity, nameWordSchema, personEntity, personSchema } from '../../../lambdas/adapters/aws/entities/family-people';
import { itemWriter, type WritableSchema } from '../../../lambdas/adapters/aws/entities/item-writer';
import { newId } from '../../../lambdas/domain/family/ids';
import { searchWordsOf } from '../../../lambdas/domain/family/person-names';
import type { FamilyItem } from '../../../lambdas/domain/family/records';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { readBytes } from '../gedcom/corpus';
import { MemoryFamilyStore } from './memory-family-store';

/**
 * Bulk writes build items with itemWriter instead of ElectroDB's put: every item of real imports
 * (people, their name words, events, participants, notes, citations, sources, FAM and kept records)
 * must come out exactly as ElectroDB makes it, or reads through ElectroDB would miss them.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const table = 'heirloom-test';

class CapturingStore extends MemoryFamilyStore {
  readonly written: FamilyItem[] = [];
  override async writeItems(items: readonly FamilyItem[]) {
    this.written.push(...items);
    await super.writeItems(items);
  }
}

type AnyEntity = Entity<string, string, string, never>;
const pair = (schema: WritableSchema, entity: unknown) => ({ fast: itemWriter(schema), electro: (attributes: Record<string, unknown>) => (entity as AnyEntity).put(attributes as never).params().Item });
const entities = {
  person: pair(personSchema, personEntity(client, table)),
  word: pair(nameWordSchema, nameWordEntity(client, table)),
  event: pair(eventSchema, eventEntity(client, table)),
  participant: pair(participantSchema, participantEntity(client, table)),
  note: pair(noteSchema, noteEntity(client, table)),
  citation: pair(citationSchema, citationEntity(client, table)),
  source: pair(sourceSchema, sourceEntity(client, table)),
  family: pair(familyRecordSchema, familyRecordEntity(client, table)),
  raw: pair(gedcomRecordSchema, gedcomRecordEntity(client, table)),
};

function attributesOf(item: FamilyItem): Array<[keyof typeof entities, Record<string, unknown>]> {
  switch (item.kind) {
    case 'person': {
      const person = item.record;
      const words = searchWordsOf(person).map((word): [keyof typeof entities, Record<string, unknown>] => ['word', { ownerId: person.ownerId, personId: person.id, word, importKey: person.importKey, importRun: person.importRun ?? undefined }]);
      return [['person', personItem(person)], ...words];
    }
    case 'event':
      return [['event', eventItem(item.record)]];
    case 'participant':
      return [['participant', participantItem(item.record)]];
    case 'note':
      return [['note', noteItem(item.record)]];
    case 'citation':
      return [['citation', citationItem(item.record)]];
    case 'source':
      return [['source', sourceItem(item.record)]];
    case 'family':
      return [['family', familyItem(item.record)]];
    case 'raw':
      return [['raw', rawItem(item.record)]];
  }
}

describe('itemWriter', () => {
  it.each(['real/bronte.ged', 'real/kennedy.ged', 'torture/TGC55C.ged', 'gedcom7-official/gedcom70/maximal70.ged'])('makes the items ElectroDB makes for every item of %s', async (name) => {
    const store = new CapturingStore();
    await importGedcom({ store, now: () => Date.UTC(2024, 0, 1), newId }, { ownerId: 'owner-1', source: readBytes(name), fileName: name });
    const seen = new Set<string>();
    for (const item of store.written) {
      for (const [kind, attributes] of attributesOf(item)) {
        seen.add(kind);
        expect(entities[kind].fast(attributes)).toEqual(entities[kind].electro(attributes));
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it('refuses an item without a required attribute or key part, as ElectroDB does', () => {
    expect(() => entities.person.fast({ ownerId: 'o', importKey: '-', listing: 'people', sortName: 'x' })).toThrow(/personId/);
    expect(() => entities.person.electro({ ownerId: 'o', importKey: '-', listing: 'people', sortName: 'x' })).toThrow();
  });
});
