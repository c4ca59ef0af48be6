// @vitest-environment jsdom
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { TrialBanner } from '../../../web/src/features/accounts/components/trial-banner';
import { HAD_ACCOUNT_KEY } from '../../../web/src/features/accounts/utils/had-account';
import { openPlanDialog, usePlanDialogStore } from '../../../web/src/lib/plan-dialog-store';
import { RealtimeClient } from '../../../web/src/lib/realtime-client';
import * as externalPage from '../../../web/src/lib/external-page';
import { installBrowserStubs, json, makeUser, renderApp, resetStores, signedInServer, signedOutServer, testQueryClient, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest(() => vi.restoreAllMocks());

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 12);
/** A running trial with `days` whole days left by the shared rule (a partly-used day counts). */
const trialUser = (days: number): UserView =>
  makeUser({ customer_plan: 'Trial', had_trial: true, trial_end: NOW + days * DAY + 2 * 3_600_000, trial_expires_in: days, new_user: false });

function renderBanner(user: UserView) {
  installBrowserStubs();
  signedOutServer();
  return render(
    <AppProvider queryClient={testQueryClient()} realtimeClient={new RealtimeClient({ url: 'ws://test/ws' })}>
      <TrialBanner user={user} now={NOW} />
    </AppProvider>,
  );
}

describe('trial banner (spec 000 section 4)', () => {
  it.each([
    [15, 'Trial Expires in 15 days, Subscribe Now', 'info'],
    [14, 'Trial Expires in 14 days, Subscribe Now', 'info'],
    [7, 'Trial Expires in 7 days, Subscribe Now', 'info'],
    [6, 'Trial Expires in 6 days, Subscribe Now', 'warning'],
    [2, 'Trial Expires in 2 days, Subscribe Now', 'warning'],
    [1, 'Trial Expires in 1 day, Subscribe Now', 'warning'],
    [0, 'Trial Expires today, Subscribe Now', 'warning'],
  ])('with %i days left says "%s" as %s', (days, text, severity) => {
    renderBanner(trialUser(days));
    const banner = screen.getByRole('button', { name: text });
    expect(banner.getAttribute('data-severity')).toBe(severity);
  });

  it('on a paid plan whose renewal failed, leads to Billing to fix the card', async () => {
    signedInServer(makeUser({ customer_plan: 'Annual', payment_failed: true, new_user: false }));
    renderApp('/');
    const banner = await screen.findByRole('link', { name: 'Payment failed, update your card' });
    expect(banner.getAttribute('href')).toBe('/billing');
  });

  it('says "Trial Expired, Subscribe Now" once the trial has ended', () => {
    renderBanner(makeUser({ customer_plan: 'Trial', had_trial: true, trial_expired: true, trial_end: NOW - DAY }));
    expect(screen.getByRole('button', { name: 'Trial Expired, Subscribe Now' }).getAttribute('data-severity')).toBe('warning');
  });

  it("invites a Free user who hasn't had a trial to start one, and shows nothing on a paid plan", () => {
    renderBanner(makeUser());
    expect(screen.getByRole('button', { name: 'Start your free trial' })).toBeTruthy();
    cleanup();
    renderBanner(makeUser({ customer_plan: 'Annual', had_trial: true }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the plan dialog when clicked', () => {
    renderBanner(trialUser(3));
    fireEvent.click(screen.getByRole('button', { name: 'Trial Expires in 3 days, Subscribe Now' }));
    expect(usePlanDialogStore.getState().isOpen).toBe(true);
  });
});

describe('plan dialog (spec 000 sections 2, 9)', () => {
  it('opens from the top bar with the shared prices', async () => {
    signedInServer(makeUser());
    renderApp('/');
    const header = await screen.findByRole('banner');
    fireEvent.click(within(header).getAllByRole('button', { name: 'Start your free trial', hidden: true })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    for (const text of ['$4.99', '$49.99', '16% discount']) expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText(/Each extra 100 GB is \$0\.99 a month or \$9\.99 a year/)).toBeTruthy();
    expect(within(dialog).getAllByText('100 GB of storage included')).toHaveLength(2);
  });

  it('starts the free trial: POST /user/free_trial, then the banner counts the days', async () => {
    const trial = makeUser({ customer_plan: 'Trial', had_trial: true, trial_end: Date.now() + 15 * DAY, trial_expires_in: 15 });
    const requests = signedInServer(makeUser(), { 'POST /api/user/free_trial': () => json(200, { status: 'Success', user: trial }) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    act(() => openPlanDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start free trial' }));
    expect(await within(dialog).findByText('Your 15-day free trial has started')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/user/free_trial')).toHaveLength(1);
    // The first day of a 15-day trial counts 15 days.
    expect(screen.getAllByRole('button', { name: 'Trial Expires in 15 days, Subscribe Now', hidden: true }).length).toBeGreaterThan(0);
  });

  it('shows why the trial could not start in an alert', async () => {
    signedInServer(makeUser(), { 'POST /api/user/free_trial': () => json(409, { message: 'Your free trial has already been used' }) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    act(() => openPlanDialog('Uploads require a paid version of Heirloom'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByText('Uploads require a paid version of Heirloom')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start free trial' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Your free trial has already been used');
  });

  it('Subscribe opens the payment provider\'s checkout for the yearly plan, coming back to where the member was', async () => {
    const leave = vi.spyOn(externalPage, 'goToExternalPage').mockImplementation(() => undefined);
    const requests = signedInServer(makeUser(), {
      'GET /api/stripe_session/yearly': () => json(200, { session_id: 'cs_test_1', url: 'https://checkout.example/cs_test_1' }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome to Heirloom/ });
    act(() => openPlanDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe Annual' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.example/cs_test_1'));
    expect(requests.find((r) => r.url.includes('/stripe_session/'))!.url).toBe('/api/stripe_session/yearly?return_to=%2F');
  });

  it('offers a paid member extra storage, which opens its checkout', async () => {
    const leave = vi.spyOn(externalPage, 'goToExternalPage').mockImplementation(() => undefined);
    signedInServer(makeUser({ customer_plan: 'Monthly', new_user: false }), {
      'GET /api/stripe_session/storage_monthly': () => json(200, { session_id: 'cs_test_3', url: 'https://checkout.example/cs_test_3' }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => openPlanDialog('You do not have enough availble space to upload this file'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByRole('button', { name: 'Your current plan' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 100 GB for $0.99 a month' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.example/cs_test_3'));
  });

  it('the checkout page a signed-up visitor lands on explains the plan and goes on to payment', async () => {
    const leave = vi.spyOn(externalPage, 'goToExternalPage').mockImplementation(() => undefined);
    signedInServer(makeUser(), { 'GET /api/stripe_session/yearly': () => json(200, { session_id: 'cs_test_2', url: 'https://checkout.example/cs_test_2' }) });
    renderApp('/billing/checkout?plan=annual');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Heirloom Annual' })).toBeTruthy();
    expect(screen.getByText('$49.99 a year')).toBeTruthy();
    expect(screen.getByText(/renews automatically every year/)).toBeTruthy();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.example/cs_test_2'));
  });

  it('sends a signed-out visitor to sign up, or to welcome on a device that has had an account', async () => {
    signedOutServer();
    renderApp('/plans');
    await screen.findByRole('heading', { level: 1, name: /Simple plans/ });
    act(() => openPlanDialog());
    let dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByRole('link', { name: 'Subscribe Monthly' }).getAttribute('href')).toBe('/signup?redirect_to=%2Fbilling%2Fcheckout%3Fplan%3Dmonthly');

    cleanup();
    resetStores();
    localStorage.setItem(HAD_ACCOUNT_KEY, '1');
    signedOutServer();
    renderApp('/plans');
    await screen.findByRole('heading', { level: 1, name: /Simple plans/ });
    act(() => openPlanDialog());
    dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe('/welcome?redirect_to=%2Fplans%3Fplan%3Dtrial');
    // The page behind the modal dialog is hidden from assistive technology while it is open.
    expect(screen.getByRole('link', { name: 'Choose Annual', hidden: true }).getAttribute('href')).toBe('/welcome?redirect_to=%2Fplans%3Fplan%3Dannual');
  });

  it('on /plans a signed-in user acts on a plan directly', async () => {
    signedInServer(makeUser());
    renderApp('/plans');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Choose Annual' }).getAttribute('href')).toBe('/billing/checkout?plan=annual'));
    expect(screen.getByRole('button', { name: 'Your current plan' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(usePlanDialogStore.getState().isOpen).toBe(true);
  });
});
