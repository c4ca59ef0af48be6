import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { loadChunk } from '../lib/lazy-chunk';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';

/** Each page is its own chunk, fetched on first visit (with the spec's 120 s chunk timeout). */
function page(load: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    const { Component } = await loadChunk(load);
    return { Component };
  };
}

function entryPage(pick: (module: typeof import('./routes/entry')) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await loadChunk(() => import('./routes/entry'))) });
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    // The layout itself failing: show the error page without the shell.
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // A page failing: show the error page inside the shell, so the way out stays visible.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'features', lazy: page(() => import('./routes/features')) },
          { path: 'plans', lazy: page(() => import('./routes/plans')) },
          { path: 'about', lazy: page(() => import('./routes/about')) },
          { path: 'privacy', lazy: page(() => import('./routes/privacy')) },
          { path: 'terms', lazy: page(() => import('./routes/terms')) },
          { path: 'signup', lazy: entryPage((m) => m.SignUp) },
          { path: 'login', lazy: entryPage((m) => m.Login) },
          { path: 'welcome', lazy: entryPage((m) => m.Welcome) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
