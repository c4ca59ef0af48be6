const NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/tiff': 'TIFF',
  'image/avif': 'AVIF',
};

/** The file format as a person knows it, so a HEIC and its JPEG read as what they are. */
export const formatName = (mime: string): string => NAMES[mime.toLowerCase()] ?? (mime.split('/')[1]?.toUpperCase() || 'Photo');
