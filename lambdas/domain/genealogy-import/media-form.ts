import type { GedcomNode } from '../gedcom';

/**
 * GEDCOM 7 names a multimedia file's format by its media type (`3 FORM image/jpeg`), where 5.5.1
 * gave a short name (`jpg`, `tif`, `wav`) and 5.5 put FORM beside FILE rather than under it; 7.0
 * also requires a FORM under every FILE, and calls 5.5.1's `FORM.TYPE` (the source's medium) MEDI.
 */
const MEDIA_TYPES: Record<string, string> = {
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  webp: 'image/webp',
  pcx: 'image/vnd.zbrush.pcx',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  pdf: 'application/pdf',
  txt: 'text/plain',
  htm: 'text/html',
  html: 'text/html',
  ole: 'application/x-oleobject',
};
/** What 7.0 says of a file whose format nothing tells. */
const UNKNOWN_MEDIA_TYPE = 'application/octet-stream';
const MEDIA_TYPE = /^[a-z]+\/[\w.+-]+$/i;

/** The media type for a 5.5.1 format name, a media type already, or failing both the file's extension. */
export function mediaTypeFor(form: string | undefined, file: string | undefined): string {
  const given = (form ?? '').trim();
  if (MEDIA_TYPE.test(given)) return given.toLowerCase();
  const byName = MEDIA_TYPES[given.toLowerCase().replace(/^\./, '')];
  if (byName) return byName;
  const extension = /\.([a-z0-9]+)$/i.exec((file ?? '').trim())?.[1]?.toLowerCase();
  return (extension && MEDIA_TYPES[extension]) || UNKNOWN_MEDIA_TYPE;
}

/**
 * A multimedia structure (an OBJE record or link) as 7.0 has it: each FILE with its FORM as a media
 * type, a 5.5 FORM beside the FILEs moved under each of them, and FORM's TYPE written as MEDI
 * (`spellMedium` spells its value as the 7.0 enumeration). A 5.5 TITL beside the FILEs becomes the
 * first FILE's title when it has none (7.0 has TITL only under FILE); otherwise it stays, reported.
 */
export function multimediaFor7(obje: GedcomNode, spellMedium: (medium: GedcomNode) => GedcomNode): GedcomNode {
  const files = obje.children.filter((child) => child.tag === 'FILE');
  if (files.length === 0) return obje;
  const besideFiles = obje.children.find((child) => child.tag === 'FORM');
  const titleBeside = obje.level === 0 ? obje.children.find((child) => child.tag === 'TITL') : undefined;
  const titled = titleBeside && !files[0]!.children.some((grandchild) => grandchild.tag === 'TITL') ? files[0] : undefined;
  const children = obje.children
    .filter((child) => child !== besideFiles && !(titled && child === titleBeside))
    .map((child) => {
      if (child.tag !== 'FILE') return child;
      if (child === titled) child = { ...child, children: [...child.children, { ...titleBeside!, level: child.level + 1 }] };
      const form = child.children.find((grandchild) => grandchild.tag === 'FORM') ?? besideFiles;
      const medium = form?.children.find((c) => c.tag === 'TYPE' || c.tag === 'MEDI');
      const rest = form?.children.filter((c) => c !== medium) ?? [];
      const newForm: GedcomNode = {
        level: child.level + 1,
        tag: 'FORM',
        line: form?.line ?? 0,
        value: mediaTypeFor(form?.value, child.value),
        children: [...(medium ? [spellMedium({ ...medium, tag: 'MEDI' })] : []), ...rest],
      };
      return { ...child, children: [newForm, ...child.children.filter((grandchild) => grandchild.tag !== 'FORM')] };
    });
  return { ...obje, children };
}

/** 5.5.1's format names (its MULTIMEDIA_FORMAT, and the short names other programs wrote) by media type. */
const FORMAT_NAMES = new Map<string, string>();
for (const [name, type] of Object.entries(MEDIA_TYPES)) if (!FORMAT_NAMES.has(type)) FORMAT_NAMES.set(type, name);

/**
 * A 7.0 FORM (a media type) as 5.5.1 names a format: its short name (`image/jpeg` -> `jpg`), else
 * the file's extension (`application/x-mp3` for `a.mp3` -> `mp3`, as FamilySearch's converter writes
 * it; read back as `audio/mpeg`), else the media type as written. Another program's short name stays.
 */
export function formFor551(form: string | undefined, file: string | undefined): string | undefined {
  const given = (form ?? '').trim();
  if (!MEDIA_TYPE.test(given)) return form;
  const byType = FORMAT_NAMES.get(given.toLowerCase());
  if (byType) return byType;
  const extension = /\.([a-z0-9]+)$/i.exec((file ?? '').trim())?.[1]?.toLowerCase();
  return extension ?? given;
}
