import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResponse, BlogPost } from '../../shared/contracts/blog';
import { CSRF_HEADER } from '../../shared/constants';
import { REPO_ROOT } from '../../infra/local/paths';
import { startTestStack, type TestStack } from '../support/local-stack';

const run = promisify(execFile);

/** A 1x1 PNG, enough to check an image travels from the post's folder to /blog-media. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function writePost(folder: string, index: number, extra: { body?: string; image?: boolean; published?: boolean } = {}): string {
  const slug = `post-${String(index).padStart(2, '0')}`;
  const dir = join(folder, slug);
  mkdirSync(dir, { recursive: true });
  if (extra.image) writeFileSync(join(dir, 'cover.png'), PIXEL_PNG);
  writeFileSync(
    join(dir, 'index.md'),
    [
      '---',
      `title: Post number ${index}`,
      `slug: ${slug}`,
      `summary: Summary of post ${index}.`,
      'author: Ann Marie Example',
      // One post a day, so newest first is post 12 down to post 1.
      `date: 2026-10-${String(index).padStart(2, '0')}`,
      ...(extra.image ? ['image: cover.png'] : []),
      ...(extra.published === false ? ['published: false'] : []),
      '---',
      extra.body ?? `The body of **post ${index}**.`,
      '',
    ].join('\n'),
  );
  return slug;
}

let stack: TestStack;
let dataDir: string;
let postsDir: string;

/** The operator's command, run as `npm run blog` runs it, against the running app (stage local). */
async function blogCommand(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'bin/blog.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'heirloom-blog-'));
  postsDir = join(dataDir, 'posts');
  // A data folder (not in memory) so the runtime leaves the endpoints file the command reads.
  stack = await startTestStack({ dataDir });
  for (let index = 1; index <= 12; index++) {
    writePost(postsDir, index, {
      image: index === 12,
      published: index === 5 ? false : true,
      body:
        index === 11
          ? 'Safe text.\n\n<script>alert("stolen")</script>\n\n<img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1))'
          : index === 12
            ? 'Inline picture:\n\n![The cover](cover.png)\n\n# A heading'
            : undefined,
    });
  }
  // Post 13 is published too, so with post 5 held back there are still 12 on the blog.
  writePost(postsDir, 13);
  const published = await blogCommand('publish', postsDir, '-c', 'stage=local');
  expect(published.stderr).toBe('');
  expect(published.stdout).toContain('13 posts sent to local.');
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the blog API after publishing a folder of Markdown posts', () => {
  it('lists published posts newest first, ten to a page, then the rest', async () => {
    const first = (await (await stack.fetch('/api/blog?page=1&page_size=10')).json()) as BlogListResponse;
    expect(first.posts.map((post) => post.slug)).toEqual(['post-13', 'post-12', 'post-11', 'post-10', 'post-09', 'post-08', 'post-07', 'post-06', 'post-04', 'post-03']);
    expect(first).toMatchObject({ page: 1, page_size: 10, has_more: true });
    expect(first.posts[0]!.body).toContain('<strong>post 13</strong>');
    expect(first.posts[0]!.author).toEqual({ first_name: 'Ann Marie', last_name: 'Example' });

    const second = (await (await stack.fetch('/api/blog?page=2&page_size=10&exclude_body=true')).json()) as BlogListResponse;
    expect(second.posts.map((post) => post.slug)).toEqual(['post-02', 'post-01']);
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.posts.every((post) => post.body === undefined)).toBe(true);

    const beyond = (await (await stack.fetch('/api/blog?page=3')).json()) as BlogListResponse;
    expect(beyond).toMatchObject({ posts: [], has_more: false });
  });

  it('refuses a page size above ten with a readable message', async () => {
    const response = await stack.fetch('/api/blog?page_size=50');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('Page size must be at most 10');
  });

  it('gets a post by slug with its featured image served from storage at /blog-media', async () => {
    const post = (await (await stack.fetch('/api/blog/post-12')).json()) as BlogPost;
    expect(post).toMatchObject({ slug: 'post-12', title: 'Post number 12', date: '2026-10-12', published: true, featured_image: '/blog-media/post-12/cover.png' });
    // The body's own picture points at the same stored file; its h1 becomes an h2 under the page title.
    expect(post.body).toContain('<img src="/blog-media/post-12/cover.png" alt="The cover" loading="lazy" />');
    expect(post.body).toContain('<h2>A heading</h2>');
    const image = await stack.fetch('/blog-media/post-12/cover.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PIXEL_PNG)).toBe(true);
  });

  it('strips scripts, event handlers and javascript: links from a post', async () => {
    const post = (await (await stack.fetch('/api/blog/post-11')).json()) as BlogPost;
    expect(post.body).toContain('Safe text.');
    expect(post.body).not.toMatch(/<script|alert|onerror|javascript:/i);
  });

  it('answers 404 for an unknown slug and for a post kept unpublished', async () => {
    const unknown = await stack.fetch('/api/blog/no-such-post');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('There is no blog post at this address');
    expect((await stack.fetch('/api/blog/post-05')).status).toBe(404);
  });

  it('unpublishes a post with the command: gone from the list and its address', async () => {
    const result = await blogCommand('unpublish', 'post-13', '-c', 'stage=local');
    expect(result.stdout).toContain('Unpublished /blog/post-13 on local.');
    expect((await stack.fetch('/api/blog/post-13')).status).toBe(404);
    const first = (await (await stack.fetch('/api/blog?exclude_body=true')).json()) as BlogListResponse;
    expect(first.posts[0]!.slug).toBe('post-12');

    const missing = await blogCommand('unpublish', 'never-was', '-c', 'stage=local');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no post with the slug never-was');
  });

  it('refuses a post with broken front matter, naming the file and the field', async () => {
    const broken = join(dataDir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'bad.md'), '---\ntitle: No slug here\nsummary: s\nauthor: A B\ndate: last spring\n---\nBody');
    const result = await blogCommand('publish', broken, '-c', 'stage=local');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/bad\.md: slug: slug is required; date: date must be a day such as 2026-11-20/);
  });
});

describe('the page-view beacon', () => {
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    stack.fetch('/api/page_views', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'XMLHttpRequest', 'user-agent': 'Mozilla/5.0 Test', 'x-forwarded-for': '203.0.113.9', ...headers },
      body: JSON.stringify(body),
    });

  it('counts views per day, route and referring host, storing nothing about the visitor', async () => {
    expect((await beacon({ route: '/blog/:slug', referrer: 'https://news.example.org/item?id=42&user=ann' })).status).toBe(200);
    expect((await beacon({ route: '/blog/:slug', referrer: 'https://news.example.org/other' })).status).toBe(200);
    expect((await beacon({ route: '/features' })).status).toBe(200);
    // The app's own pages as referrer count as direct.
    expect((await beacon({ route: '/features', referrer: `${stack.url}/blog` }, { origin: stack.url })).status).toBe(200);

    const day = new Date().toISOString().slice(0, 10);
    const { Items = [] } = await stack.documentClient.send(
      new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :day', ExpressionAttributeValues: { ':day': `pageviews#${day}` } }),
    );
    const counts = Items.map((item) => ({ route: item.route, referrerHost: item.referrerHost, views: item.views }));
    expect(counts).toEqual(
      expect.arrayContaining([
        { route: '/blog/:slug', referrerHost: 'news.example.org', views: 2 },
        { route: '/features', referrerHost: 'direct', views: 2 },
      ]),
    );
    for (const item of Items) {
      expect(Object.keys(item).sort()).toEqual(['expiresAt', 'pk', 'referrerHost', 'route', 'sk', 'views']);
      // Kept about 13 months, then DynamoDB's TTL removes it.
      expect(item.expiresAt).toBeGreaterThan(Date.now() / 1000 + 390 * 86_400);
    }
    const stored = JSON.stringify(Items);
    for (const personal of ['127.0.0.1', '203.0.113.9', 'Mozilla', 'id=42', 'user=ann', '/item']) expect(stored).not.toContain(personal);
  });

  it('refuses a route that is not a path pattern', async () => {
    const response = await beacon({ route: 'https://evil.example/<script>' });
    expect(response.status).toBe(400);
  });

  it('prints the top pages and their trend with npm run stats', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'bin/stats.ts'), '-c', 'stage=local', '--days', '7'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(stdout).toMatch(/Page views on local, .*: 4/);
    expect(stdout).toMatch(/\/blog\/:slug\s+2\s+2 vs 0 \(new\)/);
    expect(stdout).toMatch(/news\.example\.org\s+2/);
  });
});
