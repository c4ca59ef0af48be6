import type { PhotoView } from '@heirloom/shared/contracts/media';
import { BrowserLikeClient, signUpVerified, uniqueEmail } from './accounts-client';
import type { TestStack } from './local-stack';
import { openRealtimeTab } from './realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from './uploads';

/** A member on a trial (so they may upload) with a realtime tab open to follow their uploads and faces. */
export async function trialMemberWithTab(stack: TestStack, name: string) {
  const email = uniqueEmail(name);
  const account = await signUpVerified(stack, new BrowserLikeClient(stack), email);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, email, tab, userId: account.user.user_id as string };
}

export type FaceMember = Awaited<ReturnType<typeof trialMemberWithTab>>;

/** Uploads a labelled photo and waits until its faces have been looked for; returns its id. */
export async function uploadAndScan(account: FaceMember, file: string): Promise<string> {
  const { upload_id } = await uploadFile(account.client, fileFromDisk(testPhoto(file), 'image/jpeg'));
  const done = await account.tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
  const photoId = (done.item as { photo: PhotoView }).photo.id;
  await account.tab.next((m) => m.type === 'faces_found' && m.photo_id === photoId, 60_000);
  return photoId;
}
