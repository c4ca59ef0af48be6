import { describe, expect, it } from 'vitest';
import { boxBetween, DRAWN_FACE_OUTSIDE, DRAWN_FACE_TOO_SMALL, drawnFaceProblem, MIN_DRAWN_FACE_SIDE } from '@heirloom/shared/rules/drawn-face';
import { addPhotoFaceRequest } from '@heirloom/shared/contracts/faces';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });

describe('a face drawn by hand', () => {
  it('may be any box inside the picture from 2% of each side, up to the whole picture', () => {
    expect(drawnFaceProblem(box(0.4, 0.3, 0.1, 0.12))).toBeNull();
    expect(drawnFaceProblem(box(0, 0, 1, 1))).toBeNull();
    expect(drawnFaceProblem(box(0.5, 0.5, MIN_DRAWN_FACE_SIDE, MIN_DRAWN_FACE_SIDE))).toBeNull();
    // Ends on the edge although the sum of the fractions is a hair over 1.
    expect(drawnFaceProblem(box(0.3, 0.1, 0.7000000001, 0.2))).toBeNull();
  });

  it('is too small under 2% of the width or of the height', () => {
    expect(drawnFaceProblem(box(0.5, 0.5, 0.019, 0.2))).toBe(DRAWN_FACE_TOO_SMALL);
    expect(drawnFaceProblem(box(0.5, 0.5, 0.2, 0.019))).toBe(DRAWN_FACE_TOO_SMALL);
    expect(drawnFaceProblem(box(0.5, 0.5, 0, 0))).toBe(DRAWN_FACE_TOO_SMALL);
    expect(drawnFaceProblem(box(0.5, 0.5, -0.1, 0.1))).toBe(DRAWN_FACE_TOO_SMALL);
  });

  it('is outside when any edge leaves the picture, or a number is not a number', () => {
    expect(drawnFaceProblem(box(-0.01, 0.2, 0.1, 0.1))).toBe(DRAWN_FACE_OUTSIDE);
    expect(drawnFaceProblem(box(0.2, -0.01, 0.1, 0.1))).toBe(DRAWN_FACE_OUTSIDE);
    expect(drawnFaceProblem(box(0.95, 0.2, 0.1, 0.1))).toBe(DRAWN_FACE_OUTSIDE);
    expect(drawnFaceProblem(box(0.2, 0.95, 0.1, 0.1))).toBe(DRAWN_FACE_OUTSIDE);
    expect(drawnFaceProblem(box(2, 2, 0.1, 0.1))).toBe(DRAWN_FACE_OUTSIDE);
    expect(drawnFaceProblem(box(Number.NaN, 0.2, 0.1, 0.1))).toBe(DRAWN_FACE_OUTSIDE);
    expect(drawnFaceProblem(box(0.2, 0.2, Number.POSITIVE_INFINITY, 0.1))).toBe(DRAWN_FACE_OUTSIDE);
  });

  it('is the box between the two ends of a drag, in either direction, clipped to the picture', () => {
    expect(boxBetween({ x: 0.2, y: 0.3 }, { x: 0.5, y: 0.7 })).toEqual(box(0.2, 0.3, 0.5 - 0.2, 0.7 - 0.3));
    expect(boxBetween({ x: 0.5, y: 0.7 }, { x: 0.2, y: 0.3 })).toEqual(boxBetween({ x: 0.2, y: 0.3 }, { x: 0.5, y: 0.7 }));
    // Let go beside the photo: the box stops at its edges, and is then a face inside it.
    const clipped = boxBetween({ x: 0.8, y: -0.2 }, { x: 1.3, y: 0.25 });
    expect(clipped.left).toBe(0.8);
    expect(clipped.top).toBe(0);
    expect(clipped.width).toBeCloseTo(0.2, 10);
    expect(clipped.height).toBe(0.25);
    expect(drawnFaceProblem(clipped)).toBeNull();
    // A tap is a box of nothing.
    expect(drawnFaceProblem(boxBetween({ x: 0.4, y: 0.4 }, { x: 0.4, y: 0.4 }))).toBe(DRAWN_FACE_TOO_SMALL);
  });
});

describe('the request that adds it', () => {
  const drawn = box(0.4, 0.3, 0.1, 0.12);

  it('names someone in the tree or a new person, never both nor neither', () => {
    expect(addPhotoFaceRequest.safeParse({ bounding_box: drawn, person_id: 'p-1' }).success).toBe(true);
    expect(addPhotoFaceRequest.safeParse({ bounding_box: drawn, new_person: { names: [{ first_name: 'Grace' }] } }).success).toBe(true);
    const neither = addPhotoFaceRequest.safeParse({ bounding_box: drawn });
    expect(neither.success).toBe(false);
    expect(neither.error?.issues[0]?.message).toBe('Choose who this is from your tree, or type a name for a new person');
    expect(addPhotoFaceRequest.safeParse({ bounding_box: drawn, person_id: 'p-1', new_person: { names: [] } }).success).toBe(false);
  });

  it('needs a whole box of numbers', () => {
    expect(addPhotoFaceRequest.safeParse({ bounding_box: { left: 0.1, top: 0.1, width: 0.2 }, person_id: 'p-1' }).success).toBe(false);
    expect(addPhotoFaceRequest.safeParse({ bounding_box: { ...drawn, left: '0.1' }, person_id: 'p-1' }).success).toBe(false);
  });
});
