// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from '../../../web/src/components/ui/email-text';

describe('an e-mail address on a narrow screen', () => {
  it('may wrap before its @ and its dots, and reads as the address itself', () => {
    const { container } = render(<EmailText email="bartholomew.smythe@example.co.uk" />);
    expect(container.innerHTML).toBe('bartholomew<wbr>.smythe<wbr>@example<wbr>.co<wbr>.uk');
    expect(container.textContent).toBe('bartholomew.smythe@example.co.uk');
  });
});
