import type { PersonSummary } from '@heirloom/shared/contracts/family';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { splitTypedName } from '@heirloom/shared/rules/names';
import { api } from './api-client';

/**
 * POST /person with a name typed into a person search, split on spaces (spec 000 section 5), as the
 * search shows people: someone new made from an event's participants or a person's family.
 */
export const createPersonNamed = (typed: string): Promise<PersonSummary> =>
  api(endpoints.createPerson, { names: [{ name_type: 'Birth Name', ...splitTypedName(typed) }] }).then(({ person }) => ({
    id: person.id,
    name: person.name,
    sex: person.sex,
    person_thumbnail_url: person.person_thumbnail_url,
  }));
