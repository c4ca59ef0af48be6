import matter from 'gray-matter';
import * as z from 'zod';
import { blogSlug } from '@heirloom/shared/contracts/blog';
import { ValidationError } from '../errors';

/**
 * A post as the operator writes it: a Markdown file whose front matter holds title, slug, summary,
 * author, date, image and published. Images are named relative to the file.
 */
export interface PostSource {
  slug: string;
  title: string;
  summary: string;
  author: { first_name: string; last_name: string };
  /** YYYY-MM-DD */
  date: string;
  /** File name of the featured image beside the Markdown file, if any. */
  image: string | null;
  published: boolean;
  markdown: string;
}

const isoDay = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const day = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
    ctx.addIssue({ code: 'custom', message: 'date must be a day such as 2026-11-20' });
    return z.NEVER;
  }
  return day;
});

/** "Ann Example" or { first_name, last_name }. */
const author = z.union([
  z.object({ first_name: z.string().trim().min(1), last_name: z.string().trim().default('') }),
  z
    .string()
    .trim()
    .min(1, 'author is required')
    .transform((name) => {
      const space = name.lastIndexOf(' ');
      return space < 0 ? { first_name: name, last_name: '' } : { first_name: name.slice(0, space), last_name: name.slice(space + 1) };
    }),
]);

const frontMatter = z.object({
  title: z.string('title is required').trim().min(1, 'title is required').max(200, 'title must be at most 200 characters'),
  slug: z.string('slug is required').pipe(blogSlug),
  summary: z.string('summary is required').trim().min(1, 'summary is required').max(500, 'summary must be at most 500 characters'),
  author,
  date: isoDay,
  image: z
    .string()
    .trim()
    .regex(/^[\w.-]+\.(jpe?g|png|webp|gif|avif|svg)$/i, 'image must be a picture file beside the post, such as cover.jpg')
    .nullish()
    .transform((value) => value ?? null),
  published: z.boolean('published must be true or false').default(true),
});

/** Reads one Markdown file's text; `fileName` only labels the error. */
export function parsePostSource(text: string, fileName: string): PostSource {
  const parsed = matter(text);
  const result = frontMatter.safeParse(parsed.data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
    throw new ValidationError(`${fileName}: ${problems.join('; ')}`);
  }
  return { ...result.data, markdown: parsed.content };
}
