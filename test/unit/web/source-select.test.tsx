// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { SourceSelect } from '../../../web/src/features/family/components/source-select';
import { installBrowserStubs } from './helpers';

afterEach(() => cleanup());

describe("a citation's chosen source", () => {
  it('is named "Untitled source" when its GEDCOM record has no title, not left a blank box', () => {
    installBrowserStubs();
    render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={new QueryClient()}>
          <SourceSelect label="Source" value={{ id: 's13', title: ' ', author: '', publication: '' }} onChange={() => undefined} />
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(screen.getByRole('group', { name: 'Source' }).textContent).toContain('Untitled source');
    expect(screen.getByRole('button', { name: 'Change the source (Untitled source)' })).toBeTruthy();
  });
});
