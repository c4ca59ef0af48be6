// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { AvatarBadge } from '../../../web/src/components/ui/avatar-badge';
import { Collapse } from '../../../web/src/components/ui/collapse';
import { TickBox } from '../../../web/src/components/ui/tick-box';
import { installBrowserStubs } from './helpers';

beforeAll(installBrowserStubs);
afterEach(cleanup);

/**
 * Chakra's look on plain elements (web/src/components/ui), where Chakra's own parts would bring a
 * state machine library into the first load: each must still behave as the part it stands for.
 */
describe('AvatarBadge', () => {
  it('shows the initials of a name until its picture has loaded, then the picture alone', () => {
    const { container } = render(<AvatarBadge name="Ann Marie Smith" src="/ann.jpg" data-testid="avatar" />, { wrapper: AppProvider });
    const picture = container.querySelector('img')!;
    expect(screen.getByText('AS')).toBeTruthy();
    expect(picture.hidden).toBe(true);
    fireEvent.load(picture);
    expect(picture.hidden).toBe(false);
    expect(screen.getByText('AS', { selector: '[hidden]' })).toBeTruthy();
  });

  it('keeps the fallback when the picture fails, and starts over for a new picture', () => {
    const { container, rerender } = render(<AvatarBadge fallback="AB" src="/broken.jpg" />, { wrapper: AppProvider });
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('AB').hidden).toBe(false);
    fireEvent.load(container.querySelector('img')!);
    rerender(<AvatarBadge fallback="AB" src="/other.jpg" />);
    expect(screen.getByText('AB').hidden).toBe(false);
    expect(container.querySelector('img')!.hidden).toBe(true);
  });
});

describe('TickBox', () => {
  function Ticked() {
    const [checked, setChecked] = useState(false);
    return <TickBox label="Select Ann" checked={checked} onCheckedChange={setChecked} />;
  }

  it('is a named checkbox that ticks and unticks, drawing its state on the box', () => {
    render(<Ticked />, { wrapper: AppProvider });
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Ann' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.closest('label')!.dataset.state).toBe('checked');
    expect(box.closest('label')!.querySelector('svg')).toBeTruthy();
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(box.closest('label')!.dataset.state).toBe('unchecked');
  });
});

describe('Collapse', () => {
  function Disclosure() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" aria-expanded={open} aria-controls="panel" onClick={() => setOpen(!open)}>
          Photos
        </button>
        <Collapse id="panel" open={open}>
          <a href="/photos">All photos</a>
        </Collapse>
      </>
    );
  }

  it('hides its panel while closed and shows it when its button opens it', () => {
    render(<Disclosure />, { wrapper: AppProvider });
    const button = screen.getByRole('button', { name: 'Photos' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'All photos' })).toBeNull();
    fireEvent.click(button);
    expect(panel.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'All photos' })).toBeTruthy();
    fireEvent.click(button);
    expect(panel.hidden).toBe(true);
  });
});
