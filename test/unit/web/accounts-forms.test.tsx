// @vitest-environment jsdom
import { PASSWORD_HINT } from '@heirloom/shared/contracts/accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, renderApp, signedInServer, signedOutServer, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest();

const PASSWORD_MESSAGES = [
  'Password must be at least 8 characters long',
  'Password must contain at least 1 digit',
  'Password must contain at least 1 lowercase letter',
  'Password must contain at least 1 uppercase letter',
];

const type = (form: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });

/** Password inputs are not textboxes to the accessibility tree; find them by their label. */
const typePassword = (form: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

/** The messages shown for a field (Chakra links them to the input with aria-errormessage). */
const messagesFor = (input: HTMLElement): string[] => {
  if (input.getAttribute('aria-invalid') !== 'true') return [];
  const box = document.getElementById(input.getAttribute('aria-errormessage') ?? '');
  return [...(box?.children ?? [])].map((line) => line.textContent ?? '');
};

describe('sign-up form (spec 001 section 5)', () => {
  it('shows the hint and every validation message, in the spec words, before sending anything', async () => {
    const requests = signedOutServer();
    renderApp('/signup');
    const form = await screen.findByRole('form', { name: 'Sign up' });
    expect(within(form).getByText(PASSWORD_HINT)).toBeTruthy();

    type(form, 'E-mail', 'not-an-e-mail');
    typePassword(form, /^Password/, 'abc');
    typePassword(form, /^Verify password/, 'abd');
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(messagesFor(within(form).getByRole('textbox', { name: 'E-mail' }))).toEqual(['E-mail must be valid']));
    expect(messagesFor(within(form).getByLabelText(/^Password/))).toEqual([PASSWORD_MESSAGES[0], PASSWORD_MESSAGES[1], PASSWORD_MESSAGES[3]]);
    expect(messagesFor(within(form).getByLabelText(/^Verify password/))).toEqual(['Passwords must match']);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it.each([
    ['Sh0rt', PASSWORD_MESSAGES[0]],
    ['NoDigitsHere', PASSWORD_MESSAGES[1]],
    ['NOLOWER123', PASSWORD_MESSAGES[2]],
    ['noupper123', PASSWORD_MESSAGES[3]],
  ])('refuses the password %s with "%s"', async (password, message) => {
    signedOutServer();
    renderApp('/signup');
    const form = await screen.findByRole('form', { name: 'Sign up' });
    typePassword(form, /^Password/, password);
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(messagesFor(within(form).getByLabelText(/^Password/))).toEqual([message]));
  });

  it('updates the messages as the person types once they have tried to submit', async () => {
    signedOutServer();
    renderApp('/signup');
    const form = await screen.findByRole('form', { name: 'Sign up' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(messagesFor(within(form).getByLabelText(/^Password/))).toHaveLength(4));
    typePassword(form, /^Password/, 'Secret123');
    await waitFor(() => expect(messagesFor(within(form).getByLabelText(/^Password/))).toEqual([]));
    // Waited for like the password's: on a loaded machine it has shown a render later.
    await waitFor(() => expect(messagesFor(within(form).getByLabelText(/^Verify password/))).toEqual(['Passwords must match']));
    typePassword(form, /^Verify password/, 'Secret123');
    await waitFor(() => expect(messagesFor(within(form).getByLabelText(/^Verify password/))).toEqual([]));
  });

  it('signs out first, signs up, then goes to /verify/{login_id} keeping redirect_to', async () => {
    const requests = signedOutServer({
      'POST /api/logout': () => json(200, { status: 'Success' }),
      'POST /api/signup': () => json(200, { verify_required: true, login_id: 'ada@example.com' }),
    });
    const { router } = renderApp('/signup?redirect_to=%2Fplans%3Fplan%3Dannual');
    const form = await screen.findByRole('form', { name: 'Sign up' });
    type(form, 'E-mail', 'Ada@Example.com');
    type(form, /^Your name/, 'Ada');
    typePassword(form, /^Password/, 'Secret123');
    typePassword(form, /^Verify password/, 'Secret123');
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(decodeURIComponent(router.state.location.pathname)).toBe('/verify/ada@example.com'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_to')).toBe('/plans?plan=annual');
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual(['/api/logout', '/api/signup']);
    expect(posts[1]?.body).toEqual({ email: 'Ada@Example.com', password: 'Secret123', username: 'Ada' });
  });

  it("shows the server's message when sign-up is refused", async () => {
    const message = 'An account with this e-mail already exists. Please log in instead.';
    signedOutServer({ 'POST /api/logout': () => json(200, { status: 'Success' }), 'POST /api/signup': () => json(409, { message }) });
    renderApp('/signup');
    const form = await screen.findByRole('form', { name: 'Sign up' });
    type(form, 'E-mail', 'ada@example.com');
    typePassword(form, /^Password/, 'Secret123');
    typePassword(form, /^Verify password/, 'Secret123');
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(message);
  });
});

describe('recover and update password', () => {
  it('recovers a password: title Recover Password, one login field, then the code screen for a reset', async () => {
    const requests = signedOutServer({ 'POST /api/forgot_password': () => json(200, { status: 'Success' }) });
    const { router } = renderApp('/forgot_password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recover Password' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Recover password' });
    expect(within(form).getAllByRole('textbox')).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(messagesFor(within(form).getByRole('textbox'))).toEqual(['Please enter your e-mail or phone number']));
    type(form, 'E-mail or phone number', '+1 555 010 2030');
    fireEvent.click(within(form).getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(decodeURIComponent(router.state.location.pathname)).toBe('/verify/+1 555 010 2030'));
    expect(new URLSearchParams(router.state.location.search).get('flow')).toBe('reset');
    expect(requests.find((r) => r.url === '/api/forgot_password')?.body).toEqual({ login_id: '+1 555 010 2030' });
    expect(await screen.findByText(/by text message/)).toBeTruthy();
  });

  it('update password: both fields, the hint, the spec messages, then on to redirect_to', async () => {
    const user = makeUser();
    const requests = signedInServer(user, { 'POST /api/update_password': () => json(200, { user }) });
    const { router } = renderApp('/update_password?redirect_to=%2Fgraph');
    const form = await screen.findByRole('form', { name: 'Update password' });
    expect(within(form).getByText(PASSWORD_HINT)).toBeTruthy();
    typePassword(form, /^New password/, 'lowercase');
    fireEvent.click(within(form).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(messagesFor(within(form).getByLabelText(/^New password/))).toEqual([PASSWORD_MESSAGES[1], PASSWORD_MESSAGES[3]]));
    expect(messagesFor(within(form).getByLabelText(/^Verify password/))).toEqual(['Passwords must match']);
    typePassword(form, /^New password/, 'Newpass123');
    typePassword(form, /^Verify password/, 'Newpass123');
    fireEvent.click(within(form).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/graph'));
    expect(requests.find((r) => r.url === '/api/update_password')?.body).toEqual({ password: 'Newpass123' });
  });
});

describe('profile', () => {
  it('shows details, "X used of Y" storage (free + paid + plan, 1024 units) and Change Plan to /plans', async () => {
    const user = makeUser({
      customer_plan: 'Trial',
      had_trial: true,
      trial_end: Date.now() + 10 * 86_400_000,
      space_used: 1.5 * 1024 ** 3,
      free_space: 512 * 1024 ** 2,
      paid_space: 0,
    });
    signedInServer(user);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByText('1.5 GB used of 100.5 GB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Plan' }).getAttribute('href')).toBe('/plans');
  });

  it('saves only what changed, asks for the current password to change the e-mail, and shows server field messages', async () => {
    const user = makeUser();
    let calls = 0;
    const requests = signedInServer(user, {
      'POST /api/user/u-1': (request) => {
        calls += 1;
        if (calls === 1) return json(409, { message: 'That e-mail is already used by another account', fields: { email: ['That e-mail is already used by another account'] } });
        return json(200, { user: { ...user, ...(request.body as object) } });
      },
    });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(within(form).queryByLabelText(/^Current password/)).toBeNull();
    type(form, 'E-mail', 'taken@example.com');
    typePassword(form, /^Current password/, 'Heirloom2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(messagesFor(within(form).getByRole('textbox', { name: 'E-mail' }))).toEqual(['That e-mail is already used by another account']));
    expect(requests.find((r) => r.url === '/api/user/u-1')?.body).toEqual({ email: 'taken@example.com', current_password: 'Heirloom2026' });

    type(form, 'E-mail', 'ada@example.com');
    expect(within(form).queryByLabelText(/^Current password/)).toBeNull();
    type(form, 'Username', 'Ada L.');
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Your details are saved.')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/user/u-1').at(-1)?.body).toEqual({ username: 'Ada L.' });
  });

  it('changes the password with the same rules and messages', async () => {
    const user = makeUser();
    const requests = signedInServer(user, { 'POST /api/user/u-1': () => json(200, { user }) });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Change password' });
    expect(within(form).getByText(PASSWORD_HINT)).toBeTruthy();
    typePassword(form, /^New password/, 'NOLOWER123');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(messagesFor(within(form).getByLabelText(/^New password/))).toEqual([PASSWORD_MESSAGES[2]]));
    typePassword(form, /^Current password/, 'Oldpass123');
    typePassword(form, /^New password/, 'Newpass123');
    typePassword(form, /^Verify password/, 'Newpass123');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Your password is changed/)).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/user/u-1')?.body).toEqual({ password: 'Newpass123', current_password: 'Oldpass123' });
  });

  it('Delete Account asks, posts /delete_request and tells the person to check their mail', async () => {
    const requests = signedInServer(makeUser(), { 'POST /api/delete_request': () => json(200, { status: 'Success' }) });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete your account?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send me the deletion link' }));
    expect(await within(dialog).findByText('Check your e-mail')).toBeTruthy();
    expect(within(dialog).getByText(/Check your mail at ada@example.com/)).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/delete_request')).toHaveLength(1);
  });
});

describe('account deletion link (/delete_user/{id}?key=...)', () => {
  const DELETE_KEY = 'a1B2c3D4e5F6g7H8i9J0';

  it("posts the key and shows 'Your Account is being deleted'", async () => {
    const requests = signedOutServer({ 'POST /api/delete_user/u-1': () => json(200, { status: 'Success' }) });
    renderApp(`/delete_user/u-1?key=${DELETE_KEY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account is being deleted' })).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/delete_user/u-1')?.body).toEqual({ delete_key: DELETE_KEY });
  });

  it("shows the server's message for a bad key", async () => {
    const message = 'This deletion link is not valid or has expired. Please ask for a new one from your profile.';
    signedOutServer({ 'POST /api/delete_user/u-1': () => json(400, { message, fields: { delete_key: [message] } }) });
    renderApp('/delete_user/u-1?key=wrong-key-wrong-key');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByText('Your Account is being deleted')).toBeNull();
  });

  it('explains a link without its key', async () => {
    signedOutServer();
    renderApp('/delete_user/u-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'This deletion link is incomplete' })).toBeTruthy();
  });
});
