import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layouts/app-layout';
import { RootLayout } from './layouts/root-layout';
import { SignedOutOnly } from './layouts/signed-out-only';
import { lazyPage, type LazyPage, type PageDataPrefetch } from './lazy-page';
import { PageBoundary } from './page-boundary';

/** Each page is its own chunk, fetched on first visit (with the spec's 120 s chunk timeout). */
const page = (load: () => Promise<{ Component: ComponentType; prefetchData?: PageDataPrefetch }>) =>
  lazyPage(load, (module) => module.Component, (module) => module.prefetchData);

/** One named screen out of a module that holds several (the sign-in screens share one chunk). */
const screens =
  <M,>(load: () => Promise<M>) =>
  (pick: (module: M) => ComponentType): LazyPage =>
    lazyPage(load, pick);

const entry = screens(() => import('./routes/entry'));
const blog = screens(() => import('./routes/blog'));
const account = screens(() => import('./routes/account'));

const photos = screens(() => import('./routes/photos'));
const photo = screens(() => import('./routes/photo'));
const places = screens(() => import('./routes/places'));
const documents = screens(() => import('./routes/documents'));
const person = screens(() => import('./routes/person'));
const sharing = screens(() => import('./routes/sharing'));
const messages = screens(() => import('./routes/messages'));
const event = screens(() => import('./routes/event'));

/** Person and event pages have tabs (spec 001 section 2); every tab is a real address, details the default. */
const personRoutes: RouteObject[] = [
  { path: 'people', Component: page(() => import('./routes/people')) },
  { path: 'person/new/*', Component: person((m) => m.NewPerson) },
  {
    path: 'person/:personId',
    Component: person((m) => m.Layout),
    children: [
      { index: true, Component: person((m) => m.Details) },
      { path: 'details', Component: person((m) => m.Details) },
      { path: 'social', Component: person((m) => m.Contacts) },
      { path: 'timeline', Component: person((m) => m.Timeline) },
      { path: 'pictures', Component: person((m) => m.Pictures) },
      { path: 'map', Component: person((m) => m.Map) },
      { path: 'notes', Component: person((m) => m.Notes) },
      { path: 'citations', Component: person((m) => m.Citations) },
      { path: 'charts/all', Component: person((m) => m.Charts) },
      { path: 'charts/:graphType', Component: person((m) => m.Charts) },
    ],
  },
  {
    path: 'event/:eventId',
    Component: event((m) => m.Layout),
    children: [
      { index: true, Component: event((m) => m.Details) },
      { path: 'details', Component: event((m) => m.Details) },
      { path: 'timeline', Component: event((m) => m.Timeline) },
      { path: 'pictures', Component: event((m) => m.Pictures) },
      { path: 'map', Component: event((m) => m.Map) },
      { path: 'notes', Component: event((m) => m.Notes) },
      { path: 'citations', Component: event((m) => m.Citations) },
    ],
  },
  { path: 'imports/:importId', Component: page(() => import('./routes/imports')) },
];

/** Protected routes (spec 001 section 2): everything not listed as public goes through the guard. */
const protectedRoutes: RouteObject[] = [
  { index: true, Component: page(() => import('./routes/home')) },
  { path: 'profile', Component: account((m) => m.Profile) },
  { path: 'update_password', Component: account((m) => m.UpdatePassword) },
  { path: 'billing/checkout', Component: account((m) => m.Checkout) },
  { path: 'support', Component: page(() => import('./routes/support')) },

  { path: 'photos/strip', Component: photos((m) => m.Strip) },
  { path: 'photos/map', Component: places((m) => m.Map) },
  { path: 'photos/trash', Component: page(() => import('./routes/trash')) },
  { path: 'photos/search', Component: page(() => import('./routes/photo-search')) },
  { path: 'duplicates', Component: page(() => import('./routes/duplicates')) },
  { path: 'locationlist', Component: places((m) => m.LocationList) },
  { path: 'photo/:photoId', Component: photo((m) => m.Photo) },
  { path: 'slideshow/:photoId', Component: photo((m) => m.Slideshow) },
  ...personRoutes,
  { path: 'person_merge', Component: page(() => import('./routes/person-merge')) },
  { path: 'documents', Component: documents((m) => m.Documents) },
  { path: 'documents/sources', Component: documents((m) => m.Sources) },
  { path: 'documents/sources/:sourceId', Component: documents((m) => m.Source) },
  { path: 'document/:documentId', Component: documents((m) => m.Document) },
  { path: 'graph', Component: page(() => import('./routes/graph')) },
  { path: 'timeline', Component: page(() => import('./routes/timeline')) },
  { path: 'upload', Component: page(() => import('./routes/upload')) },
  { path: 'facebook_photos', Component: page(() => import('./routes/facebook-photos')) },
  { path: 'dropbox', Component: page(() => import('./routes/dropbox')) },
  { path: 'google/*', Component: page(() => import('./routes/google')) },
  { path: 'invite/email', Component: sharing((m) => m.InviteEmail) },
  { path: 'invite/:inviteId', Component: sharing((m) => m.Invite) },
  { path: 'invites', Component: sharing((m) => m.Invites) },
  { path: 'invites/:inviteId', Component: sharing((m) => m.Invites) },
  { path: 'integrations', Component: page(() => import('./routes/integrations')) },
  { path: 'notifications', Component: messages((m) => m.Notifications) },
  { path: 'billing', Component: account((m) => m.Billing) },
  { path: 'payment_info', Component: account((m) => m.PaymentInfo) },
  { path: 'pay_success', Component: account((m) => m.PaySuccess) },
  { path: 'message/:messageId', Component: messages((m) => m.Message) },
];

/**
 * The app's routes, for the declarative router (useRoutes): each level of pages sits in a
 * PageBoundary (spinner while its code loads, error page if it fails).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    // The layouts themselves failing: show the error page without the shell.
    Component: PageBoundary,
    children: [
      {
        Component: RootLayout,
        children: [
          {
            Component: PageBoundary,
            children: [
              {
                // Its own chunk: a signed-in first visit needs none of the public shell.
                Component: page(() => import('./layouts/public-layout').then((module) => ({ Component: module.PublicLayout }))),
                children: [
                  {
                    Component: PageBoundary,
                    children: [
                      { path: 'features', Component: page(() => import('./routes/features')) },
                      { path: 'plans', Component: page(() => import('./routes/plans')) },
                      { path: 'about', Component: page(() => import('./routes/about')) },
                      { path: 'privacy', Component: page(() => import('./routes/privacy')) },
                      { path: 'terms', Component: page(() => import('./routes/terms')) },
                      { path: 'facebook_welcome/:inviterId', Component: page(() => import('./routes/invite-landing')) },
                      { path: 'blog', Component: blog((m) => m.List) },
                      { path: 'blog/:slug', Component: blog((m) => m.Post) },
                      {
                        Component: SignedOutOnly,
                        children: [
                          { path: 'signup', Component: entry((m) => m.SignUp) },
                          { path: 'login', Component: entry((m) => m.Login) },
                          { path: 'welcome', Component: entry((m) => m.Welcome) },
                        ],
                      },
                      { path: 'verify/:loginId', Component: entry((m) => m.Verify) },
                      { path: 'forgot_password', Component: entry((m) => m.ForgotPassword) },
                      { path: 'delete_user/:userId', Component: entry((m) => m.DeleteUser) },
                      { path: 'unsubscribe', Component: messages((m) => m.Unsubscribe) },
                      { path: 'undo_change/:userId', Component: entry((m) => m.UndoChange) },
                      { path: '*', Component: page(() => import('./routes/not-found')) },
                    ],
                  },
                ],
              },
              {
                Component: AppLayout,
                children: [{ Component: PageBoundary, children: protectedRoutes }],
              },
            ],
          },
        ],
      },
    ],
  },
];
