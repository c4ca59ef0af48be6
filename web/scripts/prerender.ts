/**
 * Build step after `vite build`: draws the public pages (web/src/app/public-pages.ts and every
 * published post in web/content/blog) to HTML with their title, description, canonical link,
 * Open Graph and Twitter tags, so search engines and link previews read them without JavaScript;
 * the app then hydrates on top. Also writes app.html (the bare shell for every other route, not
 * indexed), sitemap.xml, robots.txt and prerendered.json (the paths CloudFront serves as files).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { BLOG_PAGE_SIZE, type BlogPost } from '@heirloom/shared/contracts/blog';
import { parsePostSource } from '../../lambdas/domain/blog/post-source';
import { blogMediaUrl } from '../../lambdas/domain/blog/media-path';
import { renderPost, storedImageName } from '../../lambdas/domain/blog/render-post';
import { STATIC_PUBLIC_PAGES, type PublicPage } from '../src/app/public-pages';
import { chakraThemeFiles } from './chakra-theme-files';

const started = performance.now();
const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB_ROOT, 'dist');
const SSR_OUT = join(WEB_ROOT, 'node_modules', '.prerender');
const CONTENT = join(WEB_ROOT, 'content', 'blog');
const DEFAULT_IMAGE = '/og-image.jpg';
const NOINDEX = '<meta name="robots" content="noindex" />';

type ServerEntry = typeof import('../src/prerender/entry-server');

await build({
  root: WEB_ROOT,
  // Not the app's config: its vendor chunk groups would pull browser-only libraries (Leaflet) into
  // the server bundle's start-up; here each lazy route keeps its libraries to itself.
  configFile: false,
  plugins: [react(), publicRoutesOnly()],
  resolve: { alias: [chakraThemeFiles] },
  logLevel: 'warn',
  // Everything bundled: loading a few files is far quicker than thousands of library modules one by one.
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender/entry-server.tsx', outDir: SSR_OUT, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});
const builtAt = performance.now() - started;
const server = (await import(pathToFileURL(join(SSR_OUT, 'entry-server.js')).href)) as ServerEntry;
if (process.env.PRERENDER_TIMING) console.log('imported', Math.round(performance.now() - started), 'ms');
const siteUrl = server.SITE_URL;

const posts = readPublishedPosts();
const template = appShell();

const pages: Array<PublicPage & { seed?: (client: ReturnType<ServerEntry['createQueryClient']>) => void }> = [
  ...STATIC_PUBLIC_PAGES.map((page) =>
    page.path === '/blog'
      ? { ...page, seed: (client: ReturnType<ServerEntry['createQueryClient']>) => client.setQueryData(server.blogListQueryKey(1), firstBlogPage()) }
      : page,
  ),
  ...posts.map((post) => ({
    path: `/blog/${post.slug}`,
    title: `${post.title} · Heirloom`,
    description: post.summary,
    type: 'article' as const,
    image: post.featured_image ?? undefined,
    published: post.date,
    author: `${post.author.first_name} ${post.author.last_name}`.trim(),
    seed: (client: ReturnType<ServerEntry['createQueryClient']>) => client.setQueryData(server.blogPostQueryKey(post.slug), post),
  })),
];

for (const page of pages) {
  const client = server.createQueryClient();
  page.seed?.(client);
  const pageStarted = performance.now();
  const { html, state } = await server.renderPage(page.renderPath ?? page.path, client);
  if (process.env.PRERENDER_TIMING) console.log(page.path, Math.round(performance.now() - pageStarted), 'ms');
  const file = page.path === '/' ? join(DIST, 'index.html') : join(DIST, page.path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, pageHtml(page, html, state));
}

// Every other route (signed-in pages, sign-in screens, a post published after this build) gets the bare app.
writeFileSync(join(DIST, 'app.html'), template.replace('</title>', `</title>\n    ${NOINDEX}`));
writeFileSync(join(DIST, 'sitemap.xml'), sitemap());
writeFileSync(join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
writeFileSync(join(DIST, 'prerendered.json'), `${JSON.stringify(pages.map((page) => page.path))}\n`);
if (!process.env.PRERENDER_KEEP) rmSync(SSR_OUT, { recursive: true, force: true });
console.log(`Prerendered ${pages.length} public pages (${posts.length} blog posts) for ${siteUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s (server build ${(builtAt / 1000).toFixed(1)} s)`);
// The query clients' garbage-collection timers would keep the build waiting for minutes.
process.exit(0);

/**
 * Only public pages are prerendered, so the server build leaves the signed-in pages' modules out
 * (their lazy imports resolve to an empty module): a much smaller, faster server bundle.
 */
function publicRoutesOnly(): Plugin {
  const EMPTY = '\0prerender-empty-route';
  const PUBLIC = new Set(['features', 'plans', 'about', 'privacy', 'terms', 'blog', 'not-found', 'entry']);
  return {
    name: 'heirloom-public-routes-only',
    enforce: 'pre',
    resolveId(source, importer) {
      const page = /^\.\/routes\/([\w-]+)$/.exec(source)?.[1];
      if (page && importer?.replace(/\\/g, '/').endsWith('/src/app/routes.tsx') && !PUBLIC.has(page)) return EMPTY;
      return null;
    },
    load: (id) => (id === EMPTY ? 'export {};' : null),
  };
}

/** The built index.html as Vite wrote it (or as it was before an earlier run of this step). */
function appShell(): string {
  const index = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!index.includes('data-prerender=')) return index;
  return readFileSync(join(DIST, 'app.html'), 'utf8').replace(`\n    ${NOINDEX}`, '');
}

/** The posts in web/content/blog marked published, newest first, as the API would serve them. */
function readPublishedPosts(): BlogPost[] {
  const files = readdirSync(CONTENT, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name === 'index.md');
  return files
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const source = parsePostSource(readFileSync(file, 'utf8'), file);
      const { html } = renderPost(source);
      return {
        slug: source.slug,
        title: source.title,
        summary: source.summary,
        body: html,
        featured_image: source.image ? blogMediaUrl(source.slug, storedImageName(source.image)) : null,
        published: source.published,
        date: source.date,
        author: source.author,
      };
    })
    .filter((post) => post.published)
    .sort((a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug));
}

function firstBlogPage() {
  return {
    posts: posts.slice(0, BLOG_PAGE_SIZE).map(({ body: _body, ...post }) => post),
    page: 1,
    page_size: BLOG_PAGE_SIZE,
    has_more: posts.length > BLOG_PAGE_SIZE,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function absolute(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path}`;
}

function headTags(page: PublicPage): string {
  const url = absolute(page.path);
  const image = absolute(page.image ?? DEFAULT_IMAGE);
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', 'Heirloom'),
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
  ];
  if (page.type === 'article') {
    if (page.published) tags.push(meta('property', 'article:published_time', page.published));
    if (page.author) tags.push(meta('property', 'article:author', page.author));
    const article = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: page.title.replace(/ · Heirloom$/, ''),
      description: page.description,
      datePublished: page.published,
      author: page.author ? { '@type': 'Person', name: page.author } : undefined,
      image,
      mainEntityOfPage: url,
      publisher: { '@type': 'Organization', name: 'Heirloom' },
    };
    tags.push(`<script type="application/ld+json">${jsonForScript(article)}</script>`);
  }
  return tags.join('\n    ');
}

/** JSON inside a <script> element: '<' escaped so no text in it can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function pageHtml(page: PublicPage, body: string, state: unknown): string {
  // React draws each page's <title> itself; the head carries the one for readers without JavaScript.
  const cleanBody = body.replace(/<title>[^<]*<\/title>/g, '');
  const root = page.renderPath && page.renderPath !== page.path
    ? // '/' is the signed-in home, which the app decides: browsers running the app start from the
      // bare shell (no flash of another page); readers without JavaScript get the features.
      `<div id="root"></div>\n    <noscript>${cleanBody}</noscript>`
    : `<div id="root" data-prerender="hydrate" data-path="${escapeHtml(page.path)}">${cleanBody}</div>\n    <script type="application/json" id="prerender-state">${jsonForScript(state)}</script>`;
  return template
    .replace(/\s*<meta name="description" content="[^"]*" \/>/, '')
    // The page reads fine without JavaScript, so the shell's 'needs JavaScript' notice does not apply.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<title>[^<]*<\/title>/, () => headTags(page))
    .replace('<div id="root"></div>', () => root);
}

function sitemap(): string {
  const postDates = new Map(posts.map((post) => [`/blog/${post.slug}`, post.date]));
  const newest = posts[0]?.date;
  const urls = pages.map((page) => {
    const lastmod = postDates.get(page.path) ?? (page.path === '/blog' ? newest : undefined);
    return `  <url><loc>${escapeHtml(absolute(page.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

