import { Marked, type Tokens } from 'marked';
import { blogMediaUrl } from './media-path';
import type { PostSource } from './post-source';
import { sanitizePostHtml } from './sanitize-post-html';

export interface RenderedPost {
  /** Sanitized HTML of the body. */
  html: string;
  /** Files beside the Markdown that the post shows (featured image first), to upload with it. */
  localImages: string[];
}

/** A picture named relative to the post (`cover.jpg`, `./images/a.png`), not an address elsewhere. */
function localImageName(href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return null;
  const name = href.replace(/^\.\//, '');
  return /^[\w.-]+(\/[\w.-]+)*$/.test(name) && !name.split('/').includes('..') ? name : null;
}

/**
 * Markdown to HTML with marked (GitHub-flavoured), local image references pointed at the post's
 * media address, then sanitized: whatever a post file contains, readers get only safe markup.
 */
export function renderPost(source: PostSource): RenderedPost {
  const images = new Set<string>(source.image ? [source.image] : []);
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type !== 'image') return;
      const image = token as Tokens.Image;
      const name = localImageName(image.href);
      if (!name) return;
      images.add(name);
      image.href = blogMediaUrl(source.slug, name.replaceAll('/', '-'));
    },
  });
  const html = marked.parse(source.markdown) as string;
  return { html: sanitizePostHtml(html), localImages: [...images] };
}

/** The stored name of a local image: nested folders flattened, so every image sits under the slug. */
export const storedImageName = (name: string): string => name.replaceAll('/', '-');
