import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoCaption, readPhotoMetadata } from '../../../../lambdas/domain/media/images/photo-metadata';
import { readPhoto } from './fixtures';

/** Captions people wrote into their photos (EXIF, IPTC, XMP), and what cameras write there by themselves. */
describe('a photo file’s caption', () => {
  it('reads the caption Lightroom, Picasa and Windows write, and leaves out what a camera wrote by itself', async () => {
    expect((await readPhotoMetadata(readPhoto('immich-test-assets/metadata_gps-position_thompson-springs.jpg'))).caption).toMatch(/^Early winter scene in the mostly barren, lightly occupied quarter of southeastern Utah/);
    expect((await readPhotoMetadata(readPhoto('immich-test-assets/albums_nature_prairie_falcon.jpg'))).caption).toBe(
      'Adult female prairie falcon flying from a nest on one of our sedimentary slide walls. Note the four eggs in the eroded water chute.',
    );
    // 'SONY DSC' in all three places: the camera's, not a person's.
    expect((await readPhotoMetadata(readPhoto('immich-test-assets/albums_nature_el_torcal_rocks.jpg'))).caption).toBeNull();
  });

  it('takes the first that says something, and refuses cameras’ own words and placeholders', () => {
    const nikon = { make: 'NIKON CORPORATION', model: 'NIKON D750' };
    expect(photoCaption(['OLYMPUS DIGITAL CAMERA', '  ', 'Grandma at the lake\r\n1962'], null)).toBe('Grandma at the lake\n1962');
    for (const junk of ['SONY DSC', 'KONICA MINOLTA DIGITAL CAMERA', 'Exif_JPEG_PICTURE', 'default', 'Image-Description', '  ', '_DSC0042', 'NIKON D750', '\0\0\0']) {
      expect(photoCaption([junk], nikon), junk).toBeNull();
    }
    expect(photoCaption([42, { value: 'x' }, 'Ann’s wedding'], null)).toBe('Ann’s wedding');
    expect(photoCaption(['x'.repeat(6000)], null)).toHaveLength(5000);
  });

  it('reads an XMP-only caption from a file that also has no date (dc:description, its default language)', async () => {
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description><rdf:Alt><rdf:li xml:lang="x-default">Cousins at the fair</rdf:li></rdf:Alt></dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`;
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().withXmp(xmp).toBuffer();
    expect((await readPhotoMetadata(jpeg)).caption).toBe('Cousins at the fair');
  });
});
