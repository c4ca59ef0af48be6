import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

/** PUT /user/person: 'This person is me' links the user to a person of their own tree only. */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const newPerson = async (client: Awaited<ReturnType<typeof signUpVerified>>['client'], first: string) => {
  const reply = await client.post('/person', { names: [{ first_name: first, last_name: 'Tester' }], sex: 'F' });
  expect(reply.status).toBe(200);
  return reply.body.person.id as string;
};

it('sets, reports and clears the user’s own person', async () => {
  const { client } = await signUpVerified(stack);
  const personId = await newPerson(client, 'Ada');

  const set = await client.call('PUT', '/user/person', { person_id: personId });
  expect(set.status).toBe(200);
  expect(set.body.user.person).toBe(personId);
  expect((await client.get('/user')).body.user.person).toBe(personId);

  const cleared = await client.call('PUT', '/user/person', { person_id: null });
  expect(cleared.status).toBe(200);
  expect(cleared.body.user.person).toBeNull();
});

it('refuses a person from someone else’s tree, an unknown id and a missing body', async () => {
  const owner = await signUpVerified(stack);
  const stranger = await signUpVerified(stack);
  const ownersPerson = await newPerson(owner.client, 'Grace');

  const foreign = await stranger.client.call('PUT', '/user/person', { person_id: ownersPerson });
  expect(foreign.status).toBe(404);
  expect((await stranger.client.get('/user')).body.user.person).toBeNull();

  expect((await stranger.client.call('PUT', '/user/person', { person_id: 'no-such-person' })).status).toBe(404);
  const invalid = await stranger.client.call('PUT', '/user/person', {});
  expect(invalid.status).toBe(400);
});

it('answers 401 without a session', async () => {
  const response = await stack.fetch('/api/user/person', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'heirloom' },
    body: JSON.stringify({ person_id: null }),
  });
  expect(response.status).toBe(401);
});

it('serves the sex of the user’s person with the user, so the avatar can be pink (spec 000 section 2, issue 31)', async () => {
  const { client, user } = await signUpVerified(stack);
  expect(user.person_sex ?? null).toBeNull();
  expect((await client.get('/user')).body.user.has_people).toBe(false);
  const reply = await client.post('/person', { names: [{ first_name: 'Marie', last_name: 'Tester' }], sex: 'Female' });
  const personId = reply.body.person.id as string;

  const set = await client.call('PUT', '/user/person', { person_id: personId });
  expect(set.body.user.person_sex).toBe('Female');
  expect((await client.get('/user')).body.user.person_sex).toBe('Female');
  expect((await client.post('/token')).body.user.person_sex).toBe('Female');
  // The tree has someone in it now: the spec's has_people, read from the tree with the user.
  expect((await client.get('/user')).body.user.has_people).toBe(true);
  expect((await client.post('/token')).body.user.has_people).toBe(true);

  // Changed on the person, changed on the user.
  await client.post(`/person/${personId}`, { sex: 'Male' });
  expect((await client.get('/user')).body.user.person_sex).toBe('Male');
  expect((await client.call('PUT', '/user/person', { person_id: null })).body.user.person_sex).toBeNull();
});
