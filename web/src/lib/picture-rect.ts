/** A rectangle in CSS pixels, from the top left of the area it is in. */
export interface PictureRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a picture is drawn inside an area: centred, as large as fits, but never past its own size
 * (`maxScale` 1): a 200 x 150 original is shown at 200 x 150, not blown up into a blur. Faces and
 * boxes being drawn are laid over this same rectangle, so they sit on the picture whatever its size.
 * A picture whose size is not known fills the area.
 */
export function pictureRect(area: { width: number; height: number }, picture: { width: number; height: number }, maxScale = 1): PictureRect {
  if (!(picture.width > 0 && picture.height > 0) || !(area.width > 0 && area.height > 0)) return { left: 0, top: 0, width: Math.max(0, area.width), height: Math.max(0, area.height) };
  const scale = Math.min(maxScale, area.width / picture.width, area.height / picture.height);
  const width = picture.width * scale;
  const height = picture.height * scale;
  return { left: (area.width - width) / 2, top: (area.height - height) / 2, width, height };
}
