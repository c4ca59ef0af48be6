import { describe, expect, it } from 'vitest';
import { pictureRect } from '../../../web/src/lib/picture-rect';

/** Where the lightbox shows a picture, and so where its faces and the face being drawn go. */
describe('the rectangle a picture is shown in', () => {
  const stage = { width: 1280, height: 744 };

  it('a small original is shown at its own size, centred, not blown up to fill the stage', () => {
    expect(pictureRect(stage, { width: 200, height: 150 })).toEqual({ left: 540, top: 297, width: 200, height: 150 });
  });

  it('a large picture is as large as fits, keeping its shape: by the height when wide, by the width when tall', () => {
    expect(pictureRect(stage, { width: 4000, height: 3000 })).toEqual({ left: (1280 - 992) / 2, top: 0, width: 992, height: 744 });
    expect(pictureRect({ width: 390, height: 788 }, { width: 4000, height: 3000 })).toEqual({ left: 0, top: (788 - 292.5) / 2, width: 390, height: 292.5 });
  });

  it('a picture of just the stage’s size fills it; one of unknown size fills the stage as before', () => {
    expect(pictureRect(stage, stage)).toEqual({ left: 0, top: 0, ...stage });
    expect(pictureRect(stage, { width: 0, height: 0 })).toEqual({ left: 0, top: 0, ...stage });
  });

  it('may be let grow to a chosen scale', () => {
    expect(pictureRect(stage, { width: 200, height: 150 }, 2)).toEqual({ left: 440, top: 222, width: 400, height: 300 });
  });

  it('is nothing before the stage is laid out', () => {
    expect(pictureRect({ width: 0, height: 0 }, { width: 200, height: 150 })).toEqual({ left: 0, top: 0, width: 0, height: 0 });
  });
});
