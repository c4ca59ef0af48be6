import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { PhotoDetail } from '@heirloom/shared/contracts/photos';
import { vi } from 'vitest';
import type { WebSocketLike } from '../../../web/src/lib/realtime-client';
import { json, type FakeHandler, type RecordedRequest } from './helpers';

/** A photo as processing_complete carries it (shared/contracts/media photoView). */
export function photoView(overrides: Partial<PhotoView> = {}): PhotoView {
  const id = overrides.id ?? 'photo-1';
  return {
    id,
    object_type: 'photo',
    image_type: 'photo',
    system: 'own',
    name: `${id}.jpg`,
    width: 640,
    height: 480,
    orientation: 1,
    thumbnail_urls: { '64': `https://media.test/${id}-64.webp`, '300': `https://media.test/${id}-300.webp`, '1600': `https://media.test/${id}-1600.webp` },
    placeholder: 'data:image/webp;base64,UklGRg==',
    image_url: `https://media.test/${id}.jpg`,
    video_url: null,
    duration_seconds: null,
    date_taken: '4 Jul 2019',
    location: null,
    location_id: null,
    event_id: null,
    description: null,
    uploaded_by: 'u-1',
    user_id: 'u-1',
    username: null,
    favorite: false,
    ...overrides,
  };
}

/** A photo as GET /photo/{id} gives it to the side panel (shared/contracts/photos photoDetail). */
export function photoDetail(photo: PhotoView, overrides: Partial<PhotoDetail> = {}): PhotoDetail {
  return { ...photo, event: null, camera: null, size_bytes: 2_400_000, uploaded_at: Date.UTC(2026, 0, 5, 12), ...overrides };
}

/**
 * XMLHttpRequest as the PUT to storage uses it, driven by hand: report progress, answer, fail.
 * Every sent request is kept in `FakeXhr.sent`, in order.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status = 200) {
    this.status = status;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }

  static install() {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
}

/** The body POST /upload_url was sent with. */
export type UploadUrlBody = { name: string; contenttype: string; size: number; upload_id?: string };

/**
 * POST /api/upload_url as the server answers it: a fresh upload id for a new file, the same id
 * (and a new URL) when one is named. `refuse` answers instead when it returns a response.
 */
export function uploadUrlHandler(refuse?: (body: UploadUrlBody) => Response | undefined): FakeHandler {
  let issued = 0;
  let signature = 0;
  return (request: RecordedRequest) => {
    const body = request.body as UploadUrlBody;
    const refusal = refuse?.(body);
    if (refusal) return refusal;
    const uploadId = body.upload_id ?? `up-${(issued += 1)}`;
    signature += 1;
    return json(200, {
      url: `https://uploads.test/${uploadId}?signature=${signature}`,
      headers: { 'content-type': body.contenttype },
      upload_id: uploadId,
      key: `users/u-1/uploads/${uploadId}/${body.name}`,
      system: 'own',
      expires_in: 900,
    });
  };
}

/** A realtime socket the test opens and speaks through by hand. */
export class ScriptedWebSocket implements WebSocketLike {
  static instances: ScriptedWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    ScriptedWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
  static latest() {
    return ScriptedWebSocket.instances.at(-1)!;
  }
}
