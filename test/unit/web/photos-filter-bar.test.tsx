// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { FilterBar } from '../../../web/src/features/photos/components/filter-bar';
import { installBrowserStubs } from './helpers';

beforeEach(() => installBrowserStubs());
afterEach(() => cleanup());

const chips = () => screen.getAllByRole('button', { name: /^Remove the filter / }).map((button) => button.getAttribute('aria-label'));

describe("the strip's filter chips", () => {
  it('names a person who has no name yet (a face group from "See their photos") as an unnamed person, not "Person: "', () => {
    render(
      <ChakraProvider value={system}>
        <MemoryRouter>
          <FilterBar filters={{ person: 'p-unnamed', choosePerson: false, favorites: false, noDate: false }} subjects={{ person: { name: '' } }} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(chips()).toEqual(['Remove the filter Person: Unnamed person']);
  });
});
