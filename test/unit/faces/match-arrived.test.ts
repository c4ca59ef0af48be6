import type { SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { SqsFacesQueue } from '../../../lambdas/adapters/aws/sqs-faces-queue';
import { facesQueueMessage } from '@heirloom/shared/contracts/faces';
import { searchArrivedFaces } from '../../../lambdas/domain/faces/match-arrived';
import { FacesWorld } from '../../support/faces-world';
import { direction, faceOf, random, sharedLikeness } from './synthetic-faces';

/**
 * A member joins with photos of the family's grandmother that they grouped on their own (an unnamed
 * person of theirs): once each arrived photo's faces are searched among the family's, the family's
 * regrouping puts them with her.
 */
async function familyAndJoiner() {
  const next = random(7);
  const [grandma, stranger] = [direction(next), direction(next)];
  const world = new FacesWorld(sharedLikeness);
  world.addPerson('grandma', 'Grandma');
  for (let i = 0; i < 4; i++) await world.addPhoto(`family-${i}`, [{ faceId: `grandma-${i}`, embedding: Float32Array.from(faceOf(grandma, 0.63, next)) }]);
  // The family's faces of her are grouped together: the family names the group Grandma.
  for (const face of world.records.values()) world.records.set(face.faceId, { ...face, personId: 'grandma' });
  await world.addPhoto('family-stranger', [{ faceId: 'stranger-0', embedding: Float32Array.from(faceOf(stranger, 0.63, next)) }]);

  const joinersGroup = await world.deps.people.createUnnamed('family', null);
  for (let i = 0; i < 3; i++) world.arrive(`joiner-${i}`, [{ faceId: `joiner-${i}`, embedding: Float32Array.from(faceOf(grandma, 0.63, next)) }], joinersGroup);
  await world.deps.faces.putUnnamed({ ownerId: 'family', personId: joinersGroup, faceId: 'joiner-0', createdAt: 0, announced: false });
  const searches: string[] = [];
  const search = world.deps.recognition.searchFaces.bind(world.deps.recognition);
  world.deps.recognition.searchFaces = (collection, faceId, options) => (searches.push(faceId), search(collection, faceId, options));
  return { world, joinersGroup, searches };
}

describe("a joiner's arrived faces", () => {
  it('are searched among the family\'s once each, and the regrouping then puts them with the family\'s named person', async () => {
    const { world, joinersGroup, searches } = await familyAndJoiner();
    for (let i = 0; i < 3; i++) {
      expect(await searchArrivedFaces(world.deps, `joiner-${i}`)).toEqual({ ownerId: 'family', searched: 1, regroupDue: false });
    }
    expect(searches).toEqual(['joiner-0', 'joiner-1', 'joiner-2']);
    // Their look-alikes are the family's faces of her (and each other), never the stranger.
    const lookAlikes = world.records.get('joiner-2')!.likeness!.map((match) => match.faceId);
    expect(lookAlikes).toEqual(expect.arrayContaining(['grandma-0', 'grandma-1', 'grandma-2', 'grandma-3', 'joiner-0', 'joiner-1']));
    expect(lookAlikes).not.toContain('stranger-0');

    // A message delivered twice searches nothing again.
    expect(await searchArrivedFaces(world.deps, 'joiner-0')).toEqual({ ownerId: 'family', searched: 0, regroupDue: false });
    // A photo gone meanwhile has nothing to search.
    expect(await searchArrivedFaces(world.deps, 'gone')).toEqual({ ownerId: null, searched: 0, regroupDue: false });

    searches.length = 0;
    const outcome = await world.regroup();
    expect(searches).toEqual([]);
    expect(outcome.emptied).toEqual([joinersGroup]);
    expect(['joiner-0', 'joiner-1', 'joiner-2'].map((id) => world.records.get(id)!.personId)).toEqual(['grandma', 'grandma', 'grandma']);
    expect(world.records.get('stranger-0')!.personId).toBeNull();
  });

  it('without the search, keep to their own group: the regrouping only had their old look-alikes', async () => {
    const { world, joinersGroup } = await familyAndJoiner();
    // What a join did before: the arrived faces kept look-alikes among their own library only.
    for (let i = 0; i < 3; i++) {
      const face = world.records.get(`joiner-${i}`)!;
      world.records.set(face.faceId, { ...face, likeness: [0, 1, 2].filter((j) => j !== i).map((j) => ({ faceId: `joiner-${j}`, similarity: 0.9 })) });
    }
    await world.regroup();
    expect(['joiner-0', 'joiner-1', 'joiner-2'].map((id) => world.records.get(id)!.personId)).toEqual([joinersGroup, joinersGroup, joinersGroup]);
  });
});

describe('the faces queue message', () => {
  it('reads a photo to scan, a photo that arrived, and a family to regroup', () => {
    expect(facesQueueMessage.parse({ photo_id: 'p1', library_id: 'f1' })).toEqual({ photo_id: 'p1', library_id: 'f1' });
    expect(facesQueueMessage.parse({ photo_id: 'p1', library_id: 'f1', arrived: true })).toEqual({ photo_id: 'p1', library_id: 'f1', arrived: true });
    expect(facesQueueMessage.parse({ regroup: true, library_id: 'f1' })).toEqual({ regroup: true, library_id: 'f1' });
    expect(facesQueueMessage.safeParse({ regroup: true }).success).toBe(false);
  });
});

describe("a join's messages on the faces queue", () => {
  it('go in a FIFO group of their own beside the family\'s, so a big join never holds the family\'s new photos', async () => {
    const sent: Array<{ MessageGroupId?: string; MessageDeduplicationId?: string }> = [];
    const sqs = { send: async (command: { input: { MessageGroupId?: string; MessageDeduplicationId?: string } }) => void sent.push(command.input) } as unknown as SQSClient;
    const queue = new SqsFacesQueue(sqs, 'faces-url', async () => 'family', () => 7);
    await queue.send({ photo_id: 'p1', library_id: 'family' });
    await queue.send({ photo_id: 'p2', library_id: 'family', arrived: true });
    await queue.send({ regroup: true, library_id: 'family' });
    expect(sent.map((input) => [input.MessageGroupId, input.MessageDeduplicationId])).toEqual([
      ['family', 'p1'],
      ['family.arrivals', 'p2.arrived'],
      ['family.arrivals', 'regroup.family.7'],
    ]);
  });
});
