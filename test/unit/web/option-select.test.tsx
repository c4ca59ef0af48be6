// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { FormField } from '../../../web/src/components/ui/form-field';
import { OptionSelect } from '../../../web/src/components/ui/option-select';

const OPTIONS = [
  { value: '', label: 'Not stated' },
  { value: '3', label: 'Primary evidence' },
  { value: '0', label: 'Unreliable', disabled: true },
];

afterEach(cleanup);

describe('OptionSelect', () => {
  it('is labelled by the FormField around it, shows its options and hands on the chosen value', () => {
    const onValueChange = vi.fn();
    render(
      <ChakraProvider value={system}>
        <FormField label="Certainty" helper="How sure the source is.">
          <OptionSelect value="3" onValueChange={onValueChange} options={OPTIONS} />
        </FormField>
      </ChakraProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Certainty' }) as HTMLSelectElement;
    expect(select.value).toBe('3');
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(Array.from(select.options, (option) => [option.value, option.text, option.disabled])).toEqual([
      ['', 'Not stated', false],
      ['3', 'Primary evidence', false],
      ['0', 'Unreliable', true],
    ]);
    fireEvent.change(select, { target: { value: '' } });
    expect(onValueChange).toHaveBeenCalledWith('');
  });

  it('passes its own name and test id to the select, and disables it from the root', () => {
    render(
      <ChakraProvider value={system}>
        <OptionSelect size="sm" width="auto" aria-label="Generations" data-testid="generations" disabled value="" onValueChange={() => undefined} options={OPTIONS} />
      </ChakraProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Generations' });
    expect(select).toBe(screen.getByTestId('generations'));
    expect((select as HTMLSelectElement).disabled).toBe(true);
  });
});
