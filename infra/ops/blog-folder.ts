import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parsePostSource, type PostSource } from '@heirloom/lambdas/domain/blog/post-source';

export interface PostFile {
  source: PostSource;
  /** The Markdown file, for messages. */
  file: string;
  /** Reads an image named relative to the post, refusing names that leave its folder. */
  readImage(name: string): Promise<Uint8Array>;
}

/** Every Markdown file under `folder` (any depth), parsed; a slug used twice is an error. */
export async function readPostFolder(folder: string): Promise<PostFile[]> {
  const root = resolve(folder);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.md') && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const posts: PostFile[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const label = relative(process.cwd(), file) || file;
    const source = parsePostSource(await readFile(file, 'utf8'), label);
    const earlier = seen.get(source.slug);
    if (earlier) throw new Error(`${label} and ${earlier} both use the slug ${source.slug}`);
    seen.set(source.slug, label);
    const folderOfPost = dirname(file);
    posts.push({
      source,
      file: label,
      readImage: async (name) => {
        const path = resolve(folderOfPost, name);
        if (!path.startsWith(folderOfPost + sep)) throw new Error(`${name} is outside the post's folder`);
        return new Uint8Array(await readFile(path));
      },
    });
  }
  return posts;
}
