import { describe, expect, it } from 'vitest';
import { routePatternOf } from '../../../web/src/lib/page-views';

describe('the page-view route pattern', () => {
  it('replaces every parameter value by its name, so no id or slug leaves the browser', () => {
    expect(routePatternOf({ pathname: '/person/01HZXABC/notes', params: { personId: '01HZXABC' } })).toBe('/person/:personId/notes');
    expect(routePatternOf({ pathname: '/blog/name-a-face-once', params: { slug: 'name-a-face-once' } })).toBe('/blog/:slug');
    expect(routePatternOf({ pathname: '/google/albums/2024/summer', params: { '*': 'albums/2024/summer' } })).toBe('/google/*');
    expect(routePatternOf({ pathname: '/features/', params: {} })).toBe('/features');
    expect(routePatternOf({ pathname: '/', params: {} })).toBe('/');
  });
});
