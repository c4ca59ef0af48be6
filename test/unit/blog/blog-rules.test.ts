import { describe, expect, it } from 'vitest';
import { parsePostSource } from '../../../lambdas/domain/blog/post-source';
import { renderPost } from '../../../lambdas/domain/blog/render-post';
import { sanitizePostHtml } from '../../../lambdas/domain/blog/sanitize-post-html';
import { referrerHost, routePattern, utcDay } from '../../../lambdas/domain/page-views/record-page-view';
import { lastDays, summarizePageViews } from '../../../lambdas/domain/page-views/summarize-page-views';
import { ValidationError } from '../../../lambdas/domain/errors';

const post = (frontMatter: string, body = 'Hello') => `---\n${frontMatter}\n---\n${body}\n`;
const VALID = 'title: A title\nslug: a-title\nsummary: Short.\nauthor: Ann Marie Example\ndate: 2026-11-20';

describe('a post file', () => {
  it('reads front matter: author split into first and last name, a YAML date as a day, published by default', () => {
    const source = parsePostSource(post(`${VALID}\nimage: cover.jpg`), 'a.md');
    expect(source).toMatchObject({
      slug: 'a-title',
      author: { first_name: 'Ann Marie', last_name: 'Example' },
      date: '2026-11-20',
      image: 'cover.jpg',
      published: true,
      markdown: 'Hello\n',
    });
  });

  it('names the file and every field that is wrong', () => {
    expect(() => parsePostSource(post('title: T\nslug: Not A Slug\nsummary: s\nauthor: A\ndate: soon\nimage: ../x.exe'), 'posts/bad.md')).toThrow(ValidationError);
    try {
      parsePostSource(post('title: T\nslug: Not A Slug\nsummary: s\nauthor: A\ndate: soon'), 'posts/bad.md');
    } catch (error) {
      expect((error as Error).message).toMatch(/^posts\/bad\.md: slug: Slug may hold only lower-case letters.*; date: date must be a day/);
    }
  });
});

describe('rendering a post', () => {
  it('points local pictures at the post media address and collects them for upload', () => {
    const source = parsePostSource(post(`${VALID}\nimage: cover.jpg`, '![A](./images/a.png) ![B](https://example.org/b.png)'), 'a.md');
    const rendered = renderPost(source);
    expect(rendered.localImages).toEqual(['cover.jpg', 'images/a.png']);
    expect(rendered.html).toContain('src="/blog-media/a-title/images-a.png"');
    // Pictures elsewhere must be https (http would be mixed content on the site).
    expect(rendered.html).toContain('src="https://example.org/b.png"');
  });

  it('keeps presentational markup and removes scripts, handlers, styles, frames and javascript: links', () => {
    const html = sanitizePostHtml(
      '<h1>T</h1><p onclick="x()">Hi <a href="javascript:alert(1)">x</a> <a href="https://e.org">e</a></p><script>alert(1)</script><style>p{}</style><iframe src="https://e.org"></iframe><img src="http://e.org/a.png">',
    );
    expect(html).toBe('<h2>T</h2><p>Hi <a>x</a> <a href="https://e.org" rel="noopener noreferrer" target="_blank">e</a></p><img loading="lazy" />');
  });
});

describe('page-view counts', () => {
  it('keep only the host of an outside referrer, and call our own pages or none direct', () => {
    expect(referrerHost('https://News.Example.org/item?id=1', 'heirloom.family')).toBe('news.example.org');
    expect(referrerHost('https://heirloom.family/blog', 'heirloom.family')).toBe('direct');
    expect(referrerHost(undefined, 'heirloom.family')).toBe('direct');
    expect(referrerHost('not a url', undefined)).toBe('direct');
  });

  it('cut a query or trailing slash off a route and count per UTC day', () => {
    expect(routePattern('/blog/:slug/?x=1')).toBe('/blog/:slug');
    expect(routePattern('/')).toBe('/');
    expect(utcDay(Date.UTC(2026, 10, 20, 23, 59))).toBe('2026-11-20');
  });

  it('summarise into top routes with their trend, every day of the period and the referring sites', () => {
    const days = lastDays(Date.UTC(2026, 10, 4, 12), 4);
    expect(days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    const summary = summarizePageViews(days, [
      { day: '2026-11-01', route: '/blog', referrerHost: 'direct', views: 5 },
      { day: '2026-11-04', route: '/blog', referrerHost: 'news.example.org', views: 2 },
      { day: '2026-11-03', route: '/features', referrerHost: 'direct', views: 9 },
    ]);
    expect(summary.total).toBe(16);
    expect(summary.byDay).toEqual([
      { day: '2026-11-01', views: 5 },
      { day: '2026-11-02', views: 0 },
      { day: '2026-11-03', views: 9 },
      { day: '2026-11-04', views: 2 },
    ]);
    expect(summary.topRoutes).toEqual([
      { route: '/features', views: 9, recent: 9, earlier: 0 },
      { route: '/blog', views: 7, recent: 2, earlier: 5 },
    ]);
    expect(summary.topReferrers).toEqual([{ host: 'news.example.org', views: 2 }]);
  });
});
