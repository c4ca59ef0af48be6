import { expect } from 'vitest';
import { BrowserLikeClient, outbox, signUpVerified, uniqueEmail } from './accounts-client';
import type { TestStack } from './local-stack';

/** A signed-up member with their user id. */
export type Member = Awaited<ReturnType<typeof signUpVerified>> & { userId: string };

export async function familyMember(stack: TestStack, name: string): Promise<Member> {
  const account = await signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail(name));
  return { ...account, userId: account.user.user_id as string };
}

/** `from` invites `to` by e-mail and `to` accepts with the mailed link. */
export async function inviteAndAccept(stack: TestStack, from: Member, to: Member): Promise<void> {
  const sent = await from.client.post('/invite', { contacts: [{ email: to.email }], subject: 'Join us', message: 'Photos' });
  if (sent.status !== 200) throw new Error(`Invite refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  const link = new URL(outbox(stack).filter((mail) => mail.to === to.email).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
  const accepted = await to.client.post(`/invite/${link.searchParams.get('invite')}`, { key: link.searchParams.get('key') });
  if (accepted.status !== 200) throw new Error(`Accept refused: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}

/** What a member sees at one moment: the strip's total, the tree's people, the strip's first page. */
export interface Seen {
  photos: number;
  people: number;
  /** Ids on the strip's first page, each once. */
  stripIds: string[];
}

export async function seenBy(client: BrowserLikeClient): Promise<Seen> {
  const [photos, people] = await Promise.all([client.get('/photos'), client.get('/people')]);
  expect(photos.status).toBe(200);
  expect(people.status).toBe(200);
  const stripIds = (photos.body.photos as Array<{ id: string }>).map((photo) => photo.id);
  return { photos: photos.body.total as number, people: people.body.totals.people as number, stripIds };
}

/** Reads what a member sees (`read`: seenBy unless told) again and again until `done` says stop, then once more; answers every reading. */
export async function readInALoop<T = Seen>(client: BrowserLikeClient, done: () => boolean, read: (client: BrowserLikeClient) => Promise<T> = seenBy as never): Promise<T[]> {
  const readings: T[] = [];
  while (!done()) readings.push(await read(client));
  readings.push(await read(client));
  return readings;
}

/** Whether no member's items are on the move any more (GET /family's `moving`). */
export async function movesFinished(...clients: BrowserLikeClient[]): Promise<boolean> {
  for (const client of clients) if ((await client.get('/family')).body.moving !== null) return false;
  return true;
}

/** Polls a condition (every 100 ms) until it holds. */
export async function until(condition: () => Promise<boolean>, what: string, attempts = 600): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
