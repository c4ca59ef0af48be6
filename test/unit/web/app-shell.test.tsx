// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarPalette } from '../../../web/src/features/accounts/utils/avatar-palette';
import { initialsOf } from '../../../web/src/lib/initials';
import { isCurrentNav, NAV_ITEMS } from '../../../web/src/features/shell/nav/nav-items';
import { DRAWER_STORAGE_KEY, useDrawerStore } from '../../../web/src/features/shell/stores/drawer-store';
import { makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest();

/** jsdom applies no media queries, so the desktop drawer counts as hidden: look inside it anyway. */
const drawer = () => document.getElementById('app-drawer')!;

describe('drawer store (spec 000 section 2: collapsed state remembered on the device)', () => {
  it('remembers the collapsed state and open groups in localStorage', () => {
    act(() => useDrawerStore.getState().toggleCollapsed());
    act(() => useDrawerStore.getState().toggleGroup('upload'));
    expect(JSON.parse(localStorage.getItem(DRAWER_STORAGE_KEY) ?? '{}')).toMatchObject({ state: { collapsed: true, openGroups: { upload: true } } });
    act(() => useDrawerStore.getState().toggleCollapsed());
    expect(JSON.parse(localStorage.getItem(DRAWER_STORAGE_KEY) ?? '{}').state.collapsed).toBe(false);
  });

  it('reads the remembered state back on the next visit', async () => {
    localStorage.setItem(DRAWER_STORAGE_KEY, JSON.stringify({ state: { collapsed: true, openGroups: { photos: true } }, version: 1 }));
    await act(() => useDrawerStore.persist.rehydrate());
    expect(useDrawerStore.getState()).toMatchObject({ collapsed: true, openGroups: { photos: true } });
  });
});

describe('signed-in shell', () => {
  it('has every drawer entry the spec lists, each leading to a real address', async () => {
    signedInServer(makeUser());
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    act(() => {
      useDrawerStore.getState().toggleGroup('photos');
      useDrawerStore.getState().toggleGroup('upload');
    });
    const links = Object.fromEntries(within(drawer()).getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toMatchObject({
      Home: '/',
      'View Photos': '/photos/strip',
      Me: '/photos/strip?list=Me',
      Siblings: '/photos/strip?list=Siblings',
      Kids: '/photos/strip?list=Kids',
      'Grand Kids': '/photos/strip?list=Grand+Kids',
      Parents: '/photos/strip?list=Parents',
      'Grand Parents': '/photos/strip?list=Grand+Parents',
      'Nieces & Nephews': '/photos/strip?list=NiecesNephews',
      'No Date': '/photos/strip?no_date=true',
      'No Location': '/photos/strip?location=none',
      'No Event': '/photos/strip?event=none',
      Favourites: '/photos/strip?favorites=true',
      'Map View': '/photos/map',
      People: '/people',
      'Documents / Sources': '/documents',
      'Family Tree': '/graph',
      Timeline: '/timeline',
      'Filter by Person': '/photos/strip?filter=person',
      'Filter by Location': '/locationlist',
      'From this device': '/upload',
      Facebook: '/facebook_photos',
      Dropbox: '/dropbox',
      'Google Photos': '/google',
      Support: '/support',
      'Invite Family': '/invite/email',
    });
    expect(within(drawer()).getByRole('button', { name: 'Upload Files', hidden: true })).toBeTruthy();
  });

  it('collapses the drawer to icons from the top bar, and remembers it on the device', async () => {
    signedInServer(makeUser());
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    // By label, not role: role queries over the whole (hidden) shell are slow in jsdom.
    fireEvent.click(screen.getByLabelText('Collapse navigation'));
    await waitFor(() => expect(drawer().hasAttribute('data-collapsed')).toBe(true));
    // Names stay for screen readers (visually hidden), and the links still work.
    expect(within(drawer()).getByText('People').closest('a')?.getAttribute('href')).toBe('/people');
    expect(screen.getByLabelText('Expand navigation').getAttribute('aria-expanded')).toBe('false');
    expect(JSON.parse(localStorage.getItem(DRAWER_STORAGE_KEY) ?? '{}').state.collapsed).toBe(true);
  });

  it('marks the page being shown in the drawer', () => {
    expect(isCurrentNav('/photos/strip?list=Kids', { pathname: '/photos/strip', search: '?list=Kids' })).toBe(true);
    expect(isCurrentNav('/photos/strip', { pathname: '/photos/strip', search: '?list=Kids' })).toBe(false);
    expect(isCurrentNav('/photos/strip', { pathname: '/photos/strip', search: '' })).toBe(true);
    expect(isCurrentNav('/people', { pathname: '/graph', search: '' })).toBe(false);
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Home', 'View Photos', 'Map View', 'People', 'Documents / Sources', 'Family Tree', 'Timeline',
      'Filter by Person', 'Filter by Location', 'Upload Files', 'Support', 'Invite Family',
    ]);
  });

  it('offers Photos, People, Upload and More in the phone bottom bar', async () => {
    signedInServer(makeUser());
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    const bar = screen.getByRole('navigation', { name: 'Quick links', hidden: true });
    expect(within(bar).getByRole('link', { name: 'Photos', hidden: true }).getAttribute('href')).toBe('/photos/strip');
    expect(within(bar).getByRole('link', { name: 'People', hidden: true }).getAttribute('href')).toBe('/people');
    expect(within(bar).getByRole('button', { name: 'Upload', hidden: true })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'More', hidden: true })).toBeTruthy();
  });

  it('unfolds a nav group from its disclosure button, which says whether it is open and which list it opens', async () => {
    signedInServer(makeUser());
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    const toggle = within(drawer()).getByRole('button', { name: 'View Photos choices', hidden: true });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(within(list).getByRole('link', { name: 'Siblings', hidden: true }).getAttribute('href')).toBe('/photos/strip?list=Siblings');
    expect(useDrawerStore.getState().openGroups.photos).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('has a user menu with every entry, and a blue avatar until the person is known to be Female', async () => {
    signedInServer(makeUser({ person: 'p-7' }));
    renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(trigger.querySelector('[data-palette]')?.getAttribute('data-palette')).toBe('blue');
    fireEvent.click(trigger);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Profile', '/profile'],
      ['Person', '/person/p-7/details'],
      ['Family & Invites', '/invites'],
      ['Integrations', '/integrations'],
      ['Notification Settings', '/notifications'],
      ['Billing', '/billing'],
      ['Logout', null],
    ]);
    expect(avatarPalette('Female')).toBe('pink');
    expect(avatarPalette('Male')).toBe('blue');
    expect(avatarPalette(null)).toBe('blue');
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ada')).toBe('AD');
    expect(initialsOf('ada.lovelace')).toBe('AL');
    // Every avatar reads a name alike: quotes and brackets are no letters.
    expect(initialsOf('Alexandra of Denmark "Alix"')).toBe('AA');
    expect(initialsOf('(Daughter)')).toBe('DA');
    expect(initialsOf('–')).toBe('?');
    // What follows a surname is not it: a title in brackets, a generation.
    expect(initialsOf('George WASHINGTON [FIRST U.S. PRESIDENT]')).toBe('GW');
    expect(initialsOf('William NEVILLE [EARL OF KENT] (of Raby)')).toBe('WN');
    expect(initialsOf('Robert Francis KENNEDY III')).toBe('RK');
    expect(initialsOf('John Fitzgerald KENNEDY Jr.')).toBe('JK');
    // Two words are a given name and a surname, whatever they are.
    expect(initialsOf('Malcolm X')).toBe('MX');
  });

  it('shows the upload counters, copyright and legal links in the footer', async () => {
    signedInServer(makeUser());
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    const counters = screen.getByRole('status', { name: 'Uploads' });
    expect(counters.textContent).toBe('Uploading0Processing0Completed0');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Heirloom`)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });
});

describe('help inside the shell', () => {
  it('/support is a real help page', async () => {
    signedInServer(makeUser());
    renderApp('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help and support' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@heirloom.family' }).getAttribute('href')).toBe('mailto:support@heirloom.family');
  });
});
