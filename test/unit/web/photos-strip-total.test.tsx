// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stripCountText } from '../../../web/src/features/photos/components/photo-strip-screen';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';
import { photoView } from './uploads-fakes';

resetAppAroundEachTest();

describe("the strip header's count (issue 13: the total, not '100 items so far')", () => {
  it('says the total when the server gives one, never fewer than are shown; otherwise what is loaded so far', () => {
    expect(stripCountText(50, 1234, true)).toBe('1,234 items, newest first');
    expect(stripCountText(3, 2, false)).toBe('3 items, newest first');
    expect(stripCountText(100, undefined, true)).toBe('100 items so far, newest first');
    expect(stripCountText(1, undefined, false)).toBe('1 item, newest first');
  });

  it('the whole strip shows the family total from its first page', async () => {
    signedInServer(makeUser({ customer_plan: 'Trial' }), { 'GET /api/photos': () => json(200, { photos: [photoView({ id: 'p-1' })], next_page: 'c2', total: 1234 }) });
    renderApp('/photos/strip');
    expect(await screen.findByText('1,234 items, newest first')).toBeTruthy();
  });
});
