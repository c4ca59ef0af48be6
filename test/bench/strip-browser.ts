import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sortKey } from '@heirloom/shared/rules/fuzzy-date';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ulid } from 'ulid';
import { photoToItem } from '../../lambdas/adapters/aws/dynamo-library-records';
import { mediaService } from '../../lambdas/adapters/aws/entities/media-entities';
import type { LibraryPhoto } from '../../lambdas/ports/library';
import { launchBrowser } from '../e2e/support/browser';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack } from '../support/local-stack';
import { round, type BenchResult } from './stats';

const PHOTOS = Number(process.env.BENCH_LIBRARY_PHOTOS ?? 20_000);
/** Real pictures in the media bucket, shared by the generated photos (20,000 x 6 files would only slow the seeding). */
export const PICTURES = 12;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Renditions = LibraryPhoto['renditions'];

/** A dozen real pictures (WebP and JPEG at 64, 300 and 1600 px) and a real blurred placeholder. */
export async function storePictures(stack: Awaited<ReturnType<typeof startTestStack>>, ownerId: string): Promise<{ renditions: Renditions[]; placeholder: string }> {
  const renditions: Renditions[] = [];
  for (let picture = 0; picture < PICTURES; picture++) {
    const hue = (picture * 360) / PICTURES;
    const background = { r: Math.round(127 + 100 * Math.cos((hue * Math.PI) / 180)), g: Math.round(127 + 100 * Math.sin((hue * Math.PI) / 180)), b: 120 };
    const base = `users/${ownerId}/media/bench-picture-${picture}`;
    const keys = { thumb64: `${base}/64.webp`, thumb64Jpeg: `${base}/64.jpg`, thumb300: `${base}/300.webp`, thumb300Jpeg: `${base}/300.jpg`, large: `${base}/1600.webp`, largeJpeg: `${base}/1600.jpg` };
    for (const [size, webp, jpeg] of [
      [64, keys.thumb64, keys.thumb64Jpeg],
      [300, keys.thumb300, keys.thumb300Jpeg],
      [1600, keys.large, keys.largeJpeg],
    ] as const) {
      const image = sharp({ create: { width: size, height: Math.round((size * 3) / 4), channels: 3, background } });
      for (const [key, body, type] of [
        [webp, await image.clone().webp({ quality: 70 }).toBuffer(), 'image/webp'],
        [jpeg, await image.clone().jpeg({ quality: 70 }).toBuffer(), 'image/jpeg'],
      ] as const) {
        await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: key, Body: body, ContentType: type }));
      }
    }
    renditions.push(keys);
  }
  const tiny = await sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 150, g: 130, b: 110 } } }).webp({ quality: 40 }).toBuffer();
  return { renditions, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}

/** The photo-strip bench's spread: 75% dated over 1900-2024, 1 in 50 a video; no places or events (the browser only lists). */
export function generatedPhoto(ownerId: string, index: number, renditions: Renditions, placeholder: string): LibraryPhoto {
  const photoId = ulid();
  const dated = index % 4 !== 0;
  const dateTaken = dated ? `${(index % 28) + 1} ${MONTHS[index % 12]} ${1900 + ((index * 7919) % 125)}` : null;
  const video = index % 50 === 0;
  return {
    photoId,
    ownerId,
    familyId: ownerId,
    trashedAt: null,
    favorite: false,
    turns: 0,
    uploaderName: null,
    imageType: video ? 'video' : 'photo',
    system: 'own',
    uploadId: null,
    name: `IMG_${String(index).padStart(5, '0')}.jpg`,
    objectKey: `users/${ownerId}/uploads/${photoId}/IMG_${index}.jpg`,
    contentHash: `bench-${photoId}`,
    mime: 'image/jpeg',
    size: 3_500_000,
    width: 4032,
    height: 3024,
    orientation: 1,
    renditions: video ? { ...renditions, playback: `${renditions.large}.mp4` } : renditions,
    placeholder,
    dateTaken,
    dateSort: (dateTaken && sortKey(dateTaken)) || '',
    latitude: null,
    longitude: null,
    altitude: null,
    locationId: null,
    eventId: null,
    description: null,
    camera: 'Apple iPhone 12',
    durationSeconds: video ? 12 : null,
    createdAt: Date.now(),
    locationAddress: null,
    locationPlaceId: null,
    revision: 0,
    fixes: [],
    baseRenditions: null,
    updatedAt: Date.now(),
  };
}

/** BatchWriteItem, 25 items a request, 8 requests at a time, retrying what comes back unprocessed. */
export async function batchWrite(client: DynamoDBDocumentClient, table: string, items: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const batches: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25) as Array<Record<string, unknown>>);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < batches.length) {
        let requests = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
        for (let attempt = 0; requests.length; attempt++) {
          if (attempt) await new Promise((r) => setTimeout(r, 50 * attempt));
          const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
          requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
        }
      }
    }),
  );
}

// Code run in the page is passed as text: this file is type-checked for Node, without the DOM's types.
const domNodes = (page: Page) => page.evaluate<number>("document.getElementsByTagName('*').length");
const cardsInPage = (page: Page) => page.evaluate<number>("document.querySelectorAll('[data-photo-card]').length");
/** Every photo card at least partly on screen shows its loaded picture. */
const SCREEN_LOADED = `(() => {
  const visible = [...document.querySelectorAll('[data-photo-card]')].filter((card) => {
    const rect = card.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < window.innerHeight;
  });
  return visible.length > 0 && visible.every((card) => card.querySelector('[data-image-state="loaded"]'));
})()`;

/**
 * The photo strip in Chromium over a generated library of 20,000 photos: how long until the first
 * thumbnails show, and how large the page stays while scrolling through every one of them (the grid
 * is virtualized, so the DOM should stay the same size whatever the library's).
 */
export async function stripBrowser(): Promise<BenchResult> {
  const stack = await startTestStack({ webRoot: resolve('web/dist') });
  const browser = await launchBrowser();
  try {
    const account = await signUpVerified(stack);
    const ownerId = account.user.user_id as string;
    const seeded = performance.now();
    const { renditions, placeholder } = await storePictures(stack, ownerId);
    const db = mediaService(stack.documentClient, stack.stack.tableName);
    const photos = Array.from({ length: PHOTOS }, (_, index) => generatedPhoto(ownerId, index, renditions[index % PICTURES]!, placeholder));
    await batchWrite(stack.documentClient, stack.stack.tableName, photos.map((photo) => db.entities.photo.put(photoToItem(photo)).params().Item as Record<string, unknown>));
    const seedSeconds = (performance.now() - seeded) / 1000;

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = account.client.sessionCookie!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: stack.url }]);
    const page = await context.newPage();
    // Warm the server's handlers and the browser's cache of the app's code, as a returning visitor has it.
    await page.goto(`${stack.url}/photos/strip`);
    await page.locator('[data-photo-card]').first().waitFor({ timeout: 60_000 });
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // Time to first thumbnails: from asking for the strip to every card on screen showing its picture.
    const started = performance.now();
    await page.goto(`${stack.url}/photos/strip`);
    await page.locator('[data-photo-card]').first().waitFor();
    const firstCardMs = performance.now() - started;
    await page.waitForFunction(SCREEN_LOADED);
    const firstThumbnailsMs = performance.now() - started;
    const nodesAtStart = await domNodes(page);

    // Scroll to the end again and again: each time the next page comes, until all 20,000 are in.
    let maxNodes = nodesAtStart;
    let maxCards = await cardsInPage(page);
    const scrolled = performance.now();
    const wanted = `${PHOTOS.toLocaleString('en')} items, newest first`;
    for (let step = 0; ; step++) {
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await page.waitForTimeout(30);
      if (step % 10 === 0) {
        maxNodes = Math.max(maxNodes, await domNodes(page));
        maxCards = Math.max(maxCards, await cardsInPage(page));
      }
      if ((await page.getByText(wanted, { exact: true }).count()) > 0) break;
      if (performance.now() - scrolled > 600_000) throw new Error('The strip did not load every photo within 10 minutes');
    }
    const scrollSeconds = (performance.now() - scrolled) / 1000;
    await page.waitForTimeout(500);
    const nodesAtEnd = await domNodes(page);
    maxNodes = Math.max(maxNodes, nodesAtEnd);
    const cardsAtEnd = await cardsInPage(page);

    // A jump with the scrubber to the middle of the library: how long until that screen's thumbnails show.
    const scrubber = page.getByRole('slider', { name: 'Jump to a date' });
    const box = (await scrubber.boundingBox())!;
    const jumped = performance.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(SCREEN_LOADED);
    const jumpMs = performance.now() - jumped;
    const nodesAfterJump = await domNodes(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    await context.close();

    return {
      name: `Photo strip in Chromium over ${PHOTOS.toLocaleString('en')} photos (/photos/strip, 1280x800, local stack)`,
      figures: {
        'library seeded (s)': round(seedSeconds, 1),
        'first card shown (ms)': round(firstCardMs),
        'first thumbnails shown (ms)': round(firstThumbnailsMs),
        'DOM nodes, first screen': nodesAtStart,
        'scrolled through all (s)': round(scrollSeconds, 1),
        'photos loaded': PHOTOS,
        'DOM nodes, most while scrolling': maxNodes,
        'DOM nodes after all photos': nodesAtEnd,
        'photo cards in the DOM (max)': Math.max(maxCards, cardsAtEnd),
        'scrubber jump to thumbnails (ms)': round(jumpMs),
        'DOM nodes after the jump': nodesAfterJump,
        'JS heap after all (MB)': round(heap.usedSize / 1024 / 1024, 1),
      },
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
