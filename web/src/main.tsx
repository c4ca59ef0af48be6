import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadMatchedPages } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Public pages arrive prerendered (web/scripts/prerender.ts, marked data-prerender) with the data
 * they were drawn from; the app starts from that data and hydrates the HTML.
 */
async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const state = document.getElementById('prerender-state')?.textContent;
  if (state) hydrateQueries(queryClient, JSON.parse(state));
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (!root.dataset.prerender) {
    // The page's code, then its data, are fetched beside the session check (GET /user), not after
    // it: a signed-in page is drawn once all are here, instead of asking for each in turn.
    preloadMatchedPages(window.location, queryClient).catch(() => undefined);
    createRoot(root).render(app);
    return;
  }
  // The page's code first, so the first render is the page itself (no loader over the prerendered HTML).
  await preloadMatchedPages(window.location);
  // The HTML was drawn for the bare address: a query (/blog?page=2) may ask for something else.
  const drawnForThisAddress = root.dataset.prerender === 'hydrate' && root.dataset.path === window.location.pathname && !window.location.search;
  if (drawnForThisAddress) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
