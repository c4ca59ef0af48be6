/**
 * The public pages prerendered to HTML at build time (spec 001 section 1), with what search
 * engines and link previews read about them. Titles match the pages' own <title>.
 */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** Which route draws the page's body when it is not the path itself ('/' shows the features). */
  renderPath?: string;
  /** Open Graph type: 'article' for blog posts. */
  type?: 'website' | 'article';
  /** Absolute or same-origin address of the preview image. */
  image?: string;
  /** Blog posts: when published (YYYY-MM-DD) and by whom. */
  published?: string;
  author?: string;
}

export const SITE_DESCRIPTION =
  'Heirloom keeps your family’s photos and family history in one place: a photo library with face recognition, a family tree with sources, a timeline and a map, shared with the whole family.';

export const STATIC_PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', renderPath: '/features', title: 'Heirloom · Family photos and family history in one place', description: SITE_DESCRIPTION },
  {
    path: '/features',
    title: 'Features · Heirloom',
    description:
      'A private photo library with face recognition, a family tree with notes, citations and sources, a timeline and a map, shared with your relatives and free for them to view.',
  },
  {
    path: '/plans',
    title: 'Plans and pricing · Heirloom',
    description: 'Free forever for viewing, a 15-day free trial with no card, and uploads for 4.99 USD a month or 49.99 USD a year.',
  },
  {
    path: '/about',
    title: 'About · Heirloom',
    description: 'Why we built Heirloom: your photos belong to you, looking is free, history deserves evidence, and everything is private by default.',
  },
  { path: '/privacy', title: 'Privacy Policy · Heirloom', description: 'How Heirloom stores your photos, recognises faces, shares with the relatives you invite, and deletes your account when you ask.' },
  { path: '/terms', title: 'Terms of Service · Heirloom', description: 'The terms for using Heirloom: plans, renewals and refunds, sharing and printing, and our responsibilities.' },
  {
    path: '/blog',
    title: 'Blog · Heirloom',
    description: 'Stories, tips and news from Heirloom: how families keep their photos and their history together.',
  },
];
