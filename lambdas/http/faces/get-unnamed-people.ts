import { unnamedPeopleQuery, type unnamedPeopleResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { unnamedPeople } from '../../domain/faces/face-calls';
import { faceScopeOf } from '../../domain/faces/scope';
import { faceDeps } from '../../runtime/faces-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /faces/unnamed: people made from faces that nobody has named yet (home page, snackbar). */
export const handler = httpHandler(
  {
    auth: 'session',
    query: unnamedPeopleQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof unnamedPeopleResponse>> => unnamedPeople(await faceDeps(), faceScopeOf(session), query.page),
  },
  httpDeps,
);
