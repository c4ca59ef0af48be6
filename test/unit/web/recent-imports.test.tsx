// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { RecentImports } from '../../../web/src/features/family/components/recent-imports';
import { importRecord } from './family-fixtures';
import { familyMembers, fakeServer, json, testQueryClient } from './helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the people page’s recent imports', () => {
  it('says which member imported a file, so a family’s two imports of kennedy.ged are not two identical lines', async () => {
    const finished = Date.now() - 60_000;
    const kennedy = { file_name: 'kennedy.ged', counts: { people: 208, families: 75, events: 429, notes: 24, citations: 344, sources: 78 }, finished_at: finished };
    fakeServer({
      // A member ('u-1', 'Me') of Anna Archer's family: each imported the same file.
      'GET /api/family/members': () => json(200, familyMembers('u-1', 'member')),
      'GET /api/imports': () =>
        json(200, { imports: [importRecord({ ...kennedy, id: 'imp-2', imported_by: 'u-1' }), importRecord({ ...kennedy, id: 'imp-1', imported_by: 'founder-1' })], cursor: null }),
    });
    render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={testQueryClient()}>
          <MemoryRouter>
            <RecentImports />
          </MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Family tree imports' });
    await vi.waitFor(() => expect(Array.from(region.querySelectorAll('p'), (line) => line.textContent)).toEqual(['Imported kennedy.ged: 208 people, 75 families.', 'Anna Archer imported kennedy.ged: 208 people, 75 families.']));
  });
});
