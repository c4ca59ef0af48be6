// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferredPart, LoadOnIntent, type DeferredPartProps } from '../../../web/src/components/ui/load-on-intent';
import { Toaster, toaster } from '../../../web/src/components/ui/toaster';
import { AppProvider } from '../../../web/src/app/provider';
import { installBrowserStubs } from './helpers';

beforeAll(installBrowserStubs);
afterEach(cleanup);

/** A stand-in for a menu: its trigger, and its list while open. */
function FakeMenu({ trigger, defaultOpen, label }: DeferredPartProps & { label: string }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div data-testid="loaded-part">
      <span onClick={() => setOpen(!open)}>{trigger}</span>
      {open && <ul role="menu" aria-label={label} />}
    </div>
  );
}

/** A part whose code arrives when the test says so. */
function controlledPart() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof FakeMenu>((resolve) => {
        arrive = () => resolve(FakeMenu);
      }),
  );
  const part = deferredPart<{ label: string }>(load);
  return { part, load, arrive: () => act(async () => arrive()) };
}

const renderTrigger = (part: ReturnType<typeof controlledPart>['part']) =>
  render(<LoadOnIntent part={part} props={{ label: 'Account' }} trigger={<button type="button">Account menu</button>} />);

describe('LoadOnIntent (menus, popovers and drawers loaded on first intent)', () => {
  it('draws only the trigger and fetches nothing until someone shows intent', () => {
    const { part, load } = controlledPart();
    renderTrigger(part);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByTestId('loaded-part')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches on pointer over the trigger, once, and then draws the part closed', async () => {
    const { part, load, arrive } = controlledPart();
    renderTrigger(part);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account menu' }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByTestId('loaded-part')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps a click made before the code arrived: the part opens as it mounts', async () => {
    const { part, arrive } = controlledPart();
    renderTrigger(part);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await arrive();
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
  });

  it('keeps the part open when a press begun before the code arrived ends on the real trigger', async () => {
    const { part, arrive } = controlledPart();
    renderTrigger(part);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }), { button: 0 });
    await arrive();
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
    // The finger lifts on the trigger that replaced the stand-in: that click must not close it.
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
    // The next press is the person's own again.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu' }), { button: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps a press of Enter on the focused trigger, and fetches on keyboard focus alone', async () => {
    const { part, load, arrive } = controlledPart();
    renderTrigger(part);
    const standIn = screen.getByRole('button', { name: 'Account menu' });
    act(() => standIn.focus());
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(standIn, { key: 'Enter' });
    await arrive();
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
  });

  it('moves keyboard focus to the real trigger when it replaces the stand-in', async () => {
    const { part, arrive } = controlledPart();
    renderTrigger(part);
    const standIn = screen.getByRole('button', { name: 'Account menu' });
    act(() => standIn.focus());
    await arrive();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).not.toBe(standIn);
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has the focus on the real trigger before any later task runs (a key pressed during the swap reaches it)', async () => {
    // Passive effects run after the browser may have handed on a key press; the part's own passive
    // effect runs first among them, so it sees where the focus was when the swap was committed.
    const focusedAtSwap: Array<Element | null> = [];
    function WatchingMenu(props: DeferredPartProps & { label: string }) {
      useEffect(() => void focusedAtSwap.push(document.activeElement), []);
      return <FakeMenu {...props} />;
    }
    let arrive: () => void = () => undefined;
    const part = deferredPart<{ label: string }>(() => new Promise((resolve) => (arrive = () => resolve(WatchingMenu))));
    renderTrigger(part);
    act(() => screen.getByRole('button', { name: 'Account menu' }).focus());
    await act(async () => arrive());
    expect(focusedAtSwap).toEqual([screen.getByRole('button', { name: 'Account menu' })]);
  });

  it('leaves focus alone when the trigger was only pointed at', async () => {
    const { part, arrive } = controlledPart();
    renderTrigger(part);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account menu' }));
    await arrive();
    expect(document.activeElement).toBe(document.body);
  });

  it('draws the part at once where its code has already arrived (another page, the phone layout)', async () => {
    const { part, arrive } = controlledPart();
    const first = renderTrigger(part);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account menu' }));
    await arrive();
    first.unmount();
    renderTrigger(part);
    expect(screen.getByTestId('loaded-part')).toBeTruthy();
  });

  it('tries again on the next intent after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(FakeMenu);
    const part = deferredPart<{ label: string }>(load);
    renderTrigger(part);
    await act(async () => fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account menu' })));
    expect(screen.queryByTestId('loaded-part')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Account menu' })));
    await waitFor(() => expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('toaster (notices whose code loads with the first notice)', () => {
  it('shows a notice created before its code arrived, and honours a dismiss made meanwhile', async () => {
    render(
      <AppProvider>
        <Toaster />
      </AppProvider>,
    );
    const kept = toaster.create({ type: 'success', title: 'Photo saved' });
    const dropped = toaster.create({ type: 'info', title: 'Nothing has changed' });
    toaster.dismiss(dropped);
    expect(kept).not.toBe(dropped);
    expect(await screen.findByText('Photo saved')).toBeTruthy();
    expect(screen.queryByText('Nothing has changed')).toBeNull();
  });
});
