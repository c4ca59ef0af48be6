import { describe, expect, it } from 'vitest';
import { messageEvent } from '../../../shared/contracts/messages';
import { PHOTO_DESCRIPTION_MAX } from '../../../shared/contracts/photos-constants';

/** SQS takes messages of at most 256 KB; API Gateway pushes WebSocket messages of at most 128 KB. */
const SQS_MESSAGE_BYTES = 256 * 1024;
const WEBSOCKET_MESSAGE_BYTES = 128 * 1024;

describe("a family member's photo carried on its message event (and pushed on to the family's tabs)", () => {
  it('fits both limits with every field at its longest, in four-byte characters', () => {
    const signedUrl = `https://media.example/${'k'.repeat(200)}?Policy=${'p'.repeat(1200)}&Signature=${'s'.repeat(350)}&Key-Pair-Id=${'K'.repeat(20)}`;
    const photo = {
      id: '01M97XDTX5QBEHE46QEC08F91J',
      object_type: 'photo',
      image_type: 'video',
      system: 'own',
      name: '𝔄'.repeat(300),
      width: 4000,
      height: 3000,
      orientation: 1,
      thumbnail_urls: { '64': signedUrl, '300': signedUrl, '1600': signedUrl },
      placeholder: `data:image/webp;base64,${'A'.repeat(4096)}`,
      image_url: signedUrl,
      video_url: signedUrl,
      duration_seconds: 3600,
      date_taken: '𝔄'.repeat(200),
      location: '𝔄'.repeat(1000),
      location_id: '01M97XDTX5QBEHE46QEC08F91J',
      event_id: '01M97XDTX5QBEHE46QEC08F91J',
      description: '𝔄'.repeat(PHOTO_DESCRIPTION_MAX),
      uploaded_by: 'u'.repeat(64),
      user_id: 'u'.repeat(64),
      username: '𝔄'.repeat(100),
      favorite: false,
    };
    const event = messageEvent.parse({ kind: 'family_member_image', uploader_id: 'u'.repeat(64), photo_id: photo.id, at: Date.now(), photo });
    expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThan(SQS_MESSAGE_BYTES);
    expect(Buffer.byteLength(JSON.stringify({ type: 'family_photo_added', photo }))).toBeLessThan(WEBSOCKET_MESSAGE_BYTES);
  });
});
