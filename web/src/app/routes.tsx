import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { loadChunk } from '../lib/lazy-chunk';
import { AppLayout } from './layouts/app-layout';
import { RootLayout } from './layouts/root-layout';
import { SignedOutOnly } from './layouts/signed-out-only';
import { RouteError } from './route-error';

/** Each page is its own chunk, fetched on first visit (with the spec's 120 s chunk timeout). */
function page(load: () => Promise<{ Component: ComponentType }>): RouteObject['lazy'] {
  return async () => {
    const { Component } = await loadChunk(load);
    return { Component };
  };
}

/** One named screen out of a module that holds several (the sign-in screens share one chunk). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await loadChunk(load)) });
}

const entry = (pick: (module: typeof import('./routes/entry')) => ComponentType) => screen(() => import('./routes/entry'), pick);
const blog = (pick: (module: typeof import('./routes/blog')) => ComponentType) => screen(() => import('./routes/blog'), pick);
const account = (pick: (module: typeof import('./routes/account')) => ComponentType) => screen(() => import('./routes/account'), pick);

const photos = (pick: (module: typeof import('./routes/photos')) => ComponentType) => screen(() => import('./routes/photos'), pick);
const photo = (pick: (module: typeof import('./routes/photo')) => ComponentType) => screen(() => import('./routes/photo'), pick);
const places = (pick: (module: typeof import('./routes/places')) => ComponentType) => screen(() => import('./routes/places'), pick);
const documents = (pick: (module: typeof import('./routes/documents')) => ComponentType) => screen(() => import('./routes/documents'), pick);
const person = (pick: (module: typeof import('./routes/person')) => ComponentType) => screen(() => import('./routes/person'), pick);
const sharing = (pick: (module: typeof import('./routes/sharing')) => ComponentType) => screen(() => import('./routes/sharing'), pick);
const messages = (pick: (module: typeof import('./routes/messages')) => ComponentType) => screen(() => import('./routes/messages'), pick);
const event = (pick: (module: typeof import('./routes/event')) => ComponentType) => screen(() => import('./routes/event'), pick);

/** Person and event pages have tabs (spec 001 section 2); every tab is a real address, details the default. */
const personRoutes: RouteObject[] = [
  { path: 'people', lazy: page(() => import('./routes/people')) },
  { path: 'person/new/*', lazy: person((m) => m.NewPerson) },
  {
    path: 'person/:personId',
    lazy: person((m) => m.Layout),
    children: [
      { index: true, lazy: person((m) => m.Details) },
      { path: 'details', lazy: person((m) => m.Details) },
      { path: 'social', lazy: person((m) => m.Contacts) },
      { path: 'timeline', lazy: person((m) => m.Timeline) },
      { path: 'pictures', lazy: person((m) => m.Pictures) },
      { path: 'map', lazy: person((m) => m.Map) },
      { path: 'notes', lazy: person((m) => m.Notes) },
      { path: 'citations', lazy: person((m) => m.Citations) },
      { path: 'charts/all', lazy: person((m) => m.Charts) },
      { path: 'charts/:graphType', lazy: person((m) => m.Charts) },
    ],
  },
  {
    path: 'event/:eventId',
    lazy: event((m) => m.Layout),
    children: [
      { index: true, lazy: event((m) => m.Details) },
      { path: 'details', lazy: event((m) => m.Details) },
      { path: 'timeline', lazy: event((m) => m.Timeline) },
      { path: 'pictures', lazy: event((m) => m.Pictures) },
      { path: 'map', lazy: event((m) => m.Map) },
      { path: 'notes', lazy: event((m) => m.Notes) },
      { path: 'citations', lazy: event((m) => m.Citations) },
    ],
  },
  { path: 'imports/:importId', lazy: page(() => import('./routes/imports')) },
];

/** Protected routes (spec 001 section 2): everything not listed as public goes through the guard. */
const protectedRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/home')) },
  { path: 'profile', lazy: account((m) => m.Profile) },
  { path: 'update_password', lazy: account((m) => m.UpdatePassword) },
  { path: 'billing/checkout', lazy: account((m) => m.Checkout) },
  { path: 'support', lazy: page(() => import('./routes/support')) },

  { path: 'photos/strip', lazy: photos((m) => m.Strip) },
  { path: 'photos/map', lazy: places((m) => m.Map) },
  { path: 'locationlist', lazy: places((m) => m.LocationList) },
  { path: 'photo/:photoId', lazy: photo((m) => m.Photo) },
  { path: 'slideshow/:photoId', lazy: photo((m) => m.Slideshow) },
  ...personRoutes,
  { path: 'person_merge', lazy: page(() => import('./routes/person-merge')) },
  { path: 'documents', lazy: documents((m) => m.Documents) },
  { path: 'document/:documentId', lazy: documents((m) => m.Document) },
  { path: 'graph', lazy: page(() => import('./routes/graph')) },
  { path: 'timeline', lazy: page(() => import('./routes/timeline')) },
  { path: 'upload', lazy: page(() => import('./routes/upload')) },
  { path: 'facebook_photos', lazy: page(() => import('./routes/facebook-photos')) },
  { path: 'dropbox', lazy: page(() => import('./routes/dropbox')) },
  { path: 'google/*', lazy: page(() => import('./routes/google')) },
  { path: 'invite/email', lazy: sharing((m) => m.InviteEmail) },
  { path: 'invite/:inviteId', lazy: sharing((m) => m.Invite) },
  { path: 'invites', lazy: sharing((m) => m.Invites) },
  { path: 'invites/:inviteId', lazy: sharing((m) => m.Invites) },
  { path: 'integrations', lazy: page(() => import('./routes/integrations')) },
  { path: 'notifications', lazy: messages((m) => m.Notifications) },
  { path: 'billing', lazy: account((m) => m.Billing) },
  { path: 'payment_info', lazy: account((m) => m.PaymentInfo) },
  { path: 'pay_success', lazy: account((m) => m.PaySuccess) },
  { path: 'message/:messageId', lazy: messages((m) => m.Message) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // The layout itself failing: show the error page without the shell.
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Its own chunk: a signed-in first visit needs none of the public shell.
        lazy: page(() => import('./layouts/public-layout').then((module) => ({ Component: module.PublicLayout }))),
        errorElement: <RouteError />,
        children: [
          {
            // A page failing: show the error page inside the shell, so the way out stays visible.
            errorElement: <RouteError />,
            children: [
              { path: 'features', lazy: page(() => import('./routes/features')) },
              { path: 'plans', lazy: page(() => import('./routes/plans')) },
              { path: 'about', lazy: page(() => import('./routes/about')) },
              { path: 'privacy', lazy: page(() => import('./routes/privacy')) },
              { path: 'terms', lazy: page(() => import('./routes/terms')) },
              { path: 'facebook_welcome/:inviterId', lazy: page(() => import('./routes/invite-landing')) },
              { path: 'blog', lazy: blog((m) => m.List) },
              { path: 'blog/:slug', lazy: blog((m) => m.Post) },
              {
                Component: SignedOutOnly,
                children: [
                  { path: 'signup', lazy: entry((m) => m.SignUp) },
                  { path: 'login', lazy: entry((m) => m.Login) },
                  { path: 'welcome', lazy: entry((m) => m.Welcome) },
                ],
              },
              { path: 'verify/:loginId', lazy: entry((m) => m.Verify) },
              { path: 'forgot_password', lazy: entry((m) => m.ForgotPassword) },
              { path: 'delete_user/:userId', lazy: entry((m) => m.DeleteUser) },
              { path: 'unsubscribe', lazy: messages((m) => m.Unsubscribe) },
              { path: 'undo_change/:userId', lazy: entry((m) => m.UndoChange) },
              { path: '*', lazy: page(() => import('./routes/not-found')) },
            ],
          },
        ],
      },
      {
        Component: AppLayout,
        errorElement: <RouteError />,
        children: [{ errorElement: <RouteError />, children: protectedRoutes }],
      },
    ],
  },
];
