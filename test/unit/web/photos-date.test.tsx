// @vitest-environment jsdom
import { DATE_PARSE_ERRORS, RANGE_ENDS_BEFORE_IT_STARTS } from '@heirloom/shared/rules/fuzzy-date';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkPhotoDate, DATE_MESSAGES } from '../../../web/src/features/photos/utils/photo-date';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';
import { photoView, photoDetail } from './uploads-fakes';

resetAppAroundEachTest(() => vi.restoreAllMocks());

describe('typed photo dates, read with the shared fuzzy-date rules (spec 000 section 5)', () => {
  it.each([
    ['1 May 2018', '1 May 2018'],
    ['May 2018', 'May 2018'],
    ['2018', '2018'],
    ['1 May 2018 to 3 Jun 2018', '1 May 2018 to 3 Jun 2018'],
    ['  may   2018 ', 'may 2018'],
    ['Sat 1 May 1999', 'Sat 1 May 1999'],
  ])('accepts %j', (typed, kept) => {
    expect(checkPhotoDate(typed, () => undefined)).toEqual({ ok: true, value: kept });
  });

  it('an empty box means no date', () => {
    expect(checkPhotoDate('   ', () => undefined)).toEqual({ ok: true, value: null });
  });

  it('refuses text that is not a date with a clear message, and logs the spec text (logged only)', () => {
    const logged: string[] = [];
    const month = checkPhotoDate('Smarch 2018', (message) => logged.push(message));
    expect(month).toEqual({ ok: false, error: DATE_PARSE_ERRORS.monthOrDayOfWeek, message: DATE_MESSAGES[DATE_PARSE_ERRORS.monthOrDayOfWeek] });
    const day = checkPhotoDate('45 May 2018', (message) => logged.push(message));
    expect(day).toMatchObject({ ok: false, error: DATE_PARSE_ERRORS.dayOrYear });
    expect(logged).toEqual(['Cannot Parse Date - Error Month or Day of Week', 'Cannot Parse Date - Error in Start or End Day or Year']);
    // What is shown is not the log text.
    if (!month.ok) expect(month.message).not.toContain('Cannot Parse');
  });
});

describe('dates the rules read that a photo cannot have', () => {
  const today = new Date(2026, 11, 6, 12);

  it('asks for the year: a photo dated without one would stay under No date', () => {
    for (const typed of ['13 Jan', 'Jan', 'Jan 13']) {
      expect(checkPhotoDate(typed, () => undefined, today)).toEqual({
        ok: false,
        message: `Add the year: a photo's date needs one to take its place in your library (for example ${typed} 1987).`,
      });
    }
  });

  it('refuses a date still to come, and takes today, this month and this year', () => {
    for (const typed of ['7 Dec 2026', 'Jan 2027', '2027', 'about 2030']) {
      expect(checkPhotoDate(typed, () => undefined, today)).toEqual({ ok: false, message: 'That date has not come yet: check the year.' });
    }
    for (const typed of ['6 Dec 2026', 'Dec 2026', '2026', '1 May 2018 to 3 Jun 2027']) {
      expect(checkPhotoDate(typed, () => undefined, today)).toEqual({ ok: true, value: typed });
    }
  });

  it('refuses a range that ends before it starts, as the server does', () => {
    expect(checkPhotoDate('12 May 2019 to 1 Jan 2010', () => undefined, today)).toEqual({ ok: false, message: RANGE_ENDS_BEFORE_IT_STARTS });
    expect(checkPhotoDate('May 2019 to 2019', () => undefined, today)).toEqual({ ok: true, value: 'May 2019 to 2019' });
  });
});

describe('the reason given for dates people often type that the rules cannot read', () => {
  it.each([
    ['31 Feb 1990', 'February 1990 has only 28 days: check the day.'],
    ['Feb 30, 2000', 'February 2000 has only 29 days: check the day.'],
    ['32 May 2018', 'May has only 31 days: check the day.'],
    ['12/25/1999', 'Write the month as a word: 25 Dec 1999.'],
    ['05/12/1999', 'Write the month as a word: 05/12/1999 could be 5 Dec 1999 or 12 May 1999.'],
    ['13/13/1999', 'Write the month as a word, for example 25 Dec 1999.'],
    ['1990s', 'For a decade, write 1990 to 1999, or about 1995.'],
    ['1990-1995', 'For a span of years, write 1990 to 1995.'],
  ])('%j: %s', (typed, message) => {
    expect(checkPhotoDate(typed, () => undefined)).toMatchObject({ ok: false, message });
  });

  it('reads an ISO date, the one all-number form whose month is certain', () => {
    expect(checkPhotoDate('1999-12-25', () => undefined)).toEqual({ ok: true, value: '1999-12-25' });
    expect(checkPhotoDate('1999-25-12', () => undefined)).toMatchObject({ ok: false, message: 'Write the month as a word, for example 25 Dec 1999.' });
  });

  it('suggests only dates the rules read', () => {
    for (const suggested of ['25 Dec 1999', '5 Dec 1999', '12 May 1999', '1990 to 1999', 'about 1995', '1990 to 1995']) {
      expect(checkPhotoDate(suggested, () => undefined)).toEqual({ ok: true, value: suggested });
    }
  });
});

/** The strip with one photo of mine dated `dateTaken`, its side panel open; saving answers the photo as saved. */
async function openSidePanel(dateTaken: string | null) {
  const photo = photoView({ id: 'p1', date_taken: dateTaken, uploaded_by: 'u-1' });
  const requests = signedInServer(makeUser({ customer_plan: 'Trial' }), {
    'GET /api/photos': () => json(200, { photos: [photo], next_page: null }),
    'GET /api/photo/p1': () => json(200, { photo: photoDetail(photo) }),
    'POST /api/photo/p1': (request) => json(200, { photo: { ...photoDetail(photo), ...(request.body as object) } }),
  });
  renderApp('/photos/strip');
  fireEvent.click(await screen.findByRole('button', { name: /^Details of / }));
  return { requests, panel: await screen.findByRole('form', { name: 'Photo details' }) };
}

describe('the date in the photo side panel', () => {
  it('shows the message under the box and saves nothing until the date can be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests, panel } = await openSidePanel(null);
    const date = within(panel).getByRole('textbox', { name: 'Date' });

    fireEvent.change(date, { target: { value: 'Smarch 2018' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(DATE_MESSAGES[DATE_PARSE_ERRORS.monthOrDayOfWeek])).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.method === 'POST' && request.url.includes('/photo/p1'))).toBe(false);
    expect(warn).toHaveBeenCalledWith(DATE_PARSE_ERRORS.monthOrDayOfWeek);

    fireEvent.change(date, { target: { value: 'May 2018' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'POST' && request.url.endsWith('/api/photo/p1'))?.body).toEqual({ date_taken: 'May 2018' }));
    expect(within(panel).queryByText(DATE_MESSAGES[DATE_PARSE_ERRORS.monthOrDayOfWeek])).toBeNull();
  });
});

describe('a date the camera gave that a person could not type', () => {
  it('is not checked again when something else is saved, until it is edited', async () => {
    // A camera whose clock ran years ahead.
    const { requests, panel } = await openSidePanel('3 Mar 2098');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Description' }), { target: { value: 'Grandma at the seaside' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const saves = () => requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/photo/p1'));
    await waitFor(() => expect(saves().map((request) => request.body)).toEqual([{ description: 'Grandma at the seaside' }]));

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Date' }), { target: { value: '3 Mar 2099' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('That date has not come yet: check the year.')).toBeTruthy();
    expect(saves()).toHaveLength(1);
  });
});

describe('what the photo side panel says of the file', () => {
  it('gives its name, size, megapixels, camera and upload day; a video its length instead of megapixels', async () => {
    const photo = photoView({ id: 'p1', name: 'IMG_0042.JPG', width: 4032, height: 3024 });
    const video = photoView({ id: 'v1', name: 'beach.mov', image_type: 'video', width: 1920, height: 1080, duration_seconds: 75 });
    signedInServer(makeUser({ customer_plan: 'Trial' }), {
      'GET /api/photos': () => json(200, { photos: [photo, video], next_page: null }),
      'GET /api/photo/p1': () => json(200, { photo: photoDetail(photo, { camera: 'Apple iPhone 12', size_bytes: 3_565_158, uploaded_at: Date.UTC(2026, 10, 3, 12) }) }),
      'GET /api/photo/v1': () => json(200, { photo: photoDetail(video, { size_bytes: 48_234_496 }) }),
    });
    renderApp('/photos/strip');
    fireEvent.click((await screen.findAllByRole('button', { name: /^Details of / }))[0]!);
    const facts = await screen.findByTestId('file-facts');
    expect(facts.textContent).toContain('IMG_0042.JPG');
    expect(facts.textContent).toContain('4032 × 3024 · 12.2 MP · 3.4 MB');
    expect(facts.textContent).toContain('Apple iPhone 12');
    expect(facts.textContent).toContain('Uploaded 3 Nov 2026');

    fireEvent.click(screen.getByRole('button', { name: 'Close photo details' }));
    await waitFor(() => expect(screen.queryByTestId('file-facts')).toBeNull());
    fireEvent.click((await screen.findAllByRole('button', { name: /^Details of / }))[1]!);
    await waitFor(() => expect(screen.getByTestId('file-facts').textContent).toContain('1:15 · 1920 × 1080 · 46 MB'));
    expect(screen.getByTestId('file-facts').textContent).not.toContain('MP');
  });
});
