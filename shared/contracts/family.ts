import * as z from 'zod';
import { EVENT_ROLES, isEventType, rolesFor } from '../rules/events';
import { NAME_TYPES } from '../rules/names';
import { PERSON_ATTRIBUTE_TAGS } from '../rules/person-attributes';
import { CONTACT_TYPES, FORGET_PEOPLE_MAX, GEDCOM_EXPORT_VERSIONS, type ContactType } from './family-constants';
import { PARENT_RELATIONS } from '../rules/gender';

/**
 * The family-history API: people, names, contacts, events, notes, citations, sources, the tree
 * graphs, GEDCOM imports and export (spec 001 sections 3, 4, 7; spec 000 section 3). Messages are
 * written for the person filling in the form.
 */

export { CONTACT_TYPES, FORGET_PEOPLE_MAX, GEDCOM_EXPORT_VERSIONS, PEOPLE_PAGE_SIZE, RELATIVE_LISTS, type ContactType, type RelativeList } from './family-constants';
/** Generations a tree graph reaches by default, and at most. */
export const GRAPH_DEFAULT_DEPTH = 4;
export const GRAPH_MAX_DEPTH = 12;

export const entityId = z
  .string({ error: 'An id is required' })
  .trim()
  .min(1, 'An id is required')
  .max(120, 'That id is too long')
  .regex(/^[A-Za-z0-9._-]+$/, 'That id is not valid');

export const idParams = z.object({ id: entityId });
export const personIdParams = z.object({ personId: entityId });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

// ---------------------------------------------------------------- people and names

export const nameEntryInput = z.object({
  id: entityId.optional(),
  name_type: z
    .enum(NAME_TYPES, { error: `Please choose a name type: ${NAME_TYPES.join(', ')}` })
    .default('Birth Name'),
  name_order: z.number({ error: 'Name order must be a number' }).int('Name order must be a whole number').min(0).max(1000).optional(),
  prefix: text('Prefix', 100).default(''),
  first_name: text('First name', 100).default(''),
  middle_name: text('Middle name', 200).default(''),
  last_name: text('Last name', 100).default(''),
  suffix: text('Suffix', 100).default(''),
});
export type NameEntryInput = z.output<typeof nameEntryInput>;

/** 'Male', 'Female' or what the person typed after choosing Other (spec 001 section 5). */
export const sex = text('Gender', 40);

const names = z.array(nameEntryInput).max(20, 'A person can have at most 20 names');

export const createPersonRequest = z.object({ names: names.default([]), sex: sex.optional() });
export type CreatePersonRequest = z.output<typeof createPersonRequest>;

/** POST /person/{id}: the client sends the person back; only these fields are read. */
export const savePersonRequest = z.object({
  names: names.optional(),
  sex: sex.optional(),
  /** Image id of the person's icon, or null to clear it. */
  person_thumbnail: entityId.nullable().optional(),
});
export type SavePersonRequest = z.output<typeof savePersonRequest>;

export const nameView = z.object({
  id: z.string(),
  name_type: z.enum(NAME_TYPES),
  name_order: z.number(),
  prefix: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  suffix: z.string(),
});
export type NameView = z.infer<typeof nameView>;

/** The years of a life the tree's events give (shared/rules/living lifeSpanOf). */
export const lifeSpanView = z.object({ born: z.number().int().nullable(), died: z.number().int().nullable(), deceased: z.boolean() });

export const personView = z.object({
  id: z.string(),
  /** The whole first name in reading order; '' for an unnamed person. */
  name: z.string(),
  sex: z.string(),
  names: z.array(nameView),
  person_thumbnail: z.string().nullable(),
  person_thumbnail_url: z.string().nullable(),
  items_deleted: z.boolean(),
  person_version: z.number(),
  previous_version: z.array(z.string()),
  newer_version: z.string().nullable(),
  version_date: z.number().nullable(),
  author: z.string().nullable(),
  /** The GEDCOM record this person came from, when imported ('@I12@'). */
  gedcom_xref: z.string().nullable(),
  /** GET /person/{id} only: counts as living (shared/rules/living.ts), so shown to the family's members only. */
  living: z.boolean().optional(),
  /** GET /person/{id}, /people and /persons: the years of their life, to tell people of one name apart. */
  life_span: lifeSpanView.optional(),
  /**
   * Who maintains the person (added them, or imported them when known): they and the family's admins
   * may forget, merge and choose versions; a member's edit to another's person waits for review.
   * Null when not known here (then only admins may).
   */
  created_by: z.string().nullable().optional(),
});
export type PersonView = z.infer<typeof personView>;

export const personResponse = z.object({ person: personView });

/** The side index's entry for people with no last name (a royal line, a first name only). */
export const NO_LAST_NAME = '#';

export const peopleQuery = z.object({
  cursor: z.string().max(2000, 'That page link is not valid').optional(),
  /** Jump to last names starting with this letter (the A-Z side index); NO_LAST_NAME: the people with none. */
  letter: z
    .string()
    .trim()
    .regex(/^[A-Za-z#]$/, 'Choose one letter from A to Z, or # for people with no last name')
    .optional(),
  /** Only people without a first, middle or last name. */
  missing_names: z
    .enum(['true', 'false'], { error: 'missing_names is true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export const peopleResponse = z.object({
  people: z.array(personView),
  cursor: z.string().nullable(),
  /** The whole tree's people and events, with the first page of the unfiltered list (its header). */
  totals: z.object({ people: z.number().int().nonnegative(), events: z.number().int().nonnegative() }).optional(),
});

/** A picker shows the first 25 matches; the people page asks for up to PERSON_SEARCH_MAX. */
export const PERSON_SEARCH_DEFAULT = 25;
export const PERSON_SEARCH_MAX = 200;
export const personSearchQuery = z.object({
  q: z
    .string({ error: 'Type the name of a person to search for' })
    .trim()
    .min(1, 'Type the name of a person to search for')
    .max(100, 'Search for at most 100 characters'),
  limit: z.coerce
    .number({ error: 'The limit must be a number' })
    .int('The limit must be a whole number')
    .min(1, 'Ask for at least one person')
    .max(PERSON_SEARCH_MAX, `Ask for at most ${PERSON_SEARCH_MAX} people`)
    .default(PERSON_SEARCH_DEFAULT),
});
/** has_more: more people match than were sent (type more of the name to narrow them down). */
export const personSearchResponse = z.object({ persons: z.array(personView), has_more: z.boolean() });

/** POST /people/delete: an array of person ids (spec 001 section 7). */
export const deletePeopleRequest = z
  .array(entityId, { error: 'Send the ids of the people to remove' })
  .min(1, 'Choose at least one person to remove')
  .max(FORGET_PEOPLE_MAX, `Remove at most ${FORGET_PEOPLE_MAX} people at a time`);
export const restorePeopleRequest = z
  .array(entityId, { error: 'Send the ids of the people to put back' })
  .min(1, 'Choose at least one person to put back')
  .max(FORGET_PEOPLE_MAX, `Put back at most ${FORGET_PEOPLE_MAX} people at a time`);
export const removedPeopleQuery = z.object({ cursor: z.string().max(2000, 'That page link is not valid').optional() });
export const countResponse = z.object({ status: z.literal('Success'), count: z.number() });
export const statusResponse = z.object({ status: z.literal('Success') });

// ---------------------------------------------------------------- contacts

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{5,32}$/;
const WEBSITE = /^(https?:\/\/)?[^\s/$.?#]+\.[^\s]+$/i;

export const contactInput = z
  .object({
    id: entityId.optional(),
    contact_type: z.enum(CONTACT_TYPES, { error: `Contact type must be ${CONTACT_TYPES.join(', ')}` }),
    contact_value: text('Contact', 300).min(1, 'Please fill in the contact'),
    person_version: z.number().int().min(0).optional(),
    deleted: z.boolean().optional(),
  })
  .superRefine((contact, ctx) => {
    if (contact.deleted) return;
    const checks: Record<ContactType, [RegExp, string]> = {
      Email: [EMAIL, 'E-mail must be valid'],
      'Phone Number': [PHONE, 'Phone number must be valid'],
      Website: [WEBSITE, 'Website must be a valid web address'],
    };
    const [pattern, message] = checks[contact.contact_type];
    if (!pattern.test(contact.contact_value)) ctx.addIssue({ code: 'custom', path: ['contact_value'], message });
  });

/** The contacts, as `{contacts: [...]}` or as a bare array. */
export const contactsRequest = z.preprocess(
  (value) => (Array.isArray(value) ? { contacts: value } : value),
  z.object({ contacts: z.array(contactInput).max(50, 'A person can have at most 50 contacts') }),
);
export const contactView = z.object({
  id: z.string(),
  contact_type: z.enum(CONTACT_TYPES),
  contact_value: z.string(),
  person_version: z.number(),
  deleted: z.boolean(),
});
export const contactsResponse = z.object({ contacts: z.array(contactView) });

// ---------------------------------------------------------------- person attributes (title, occupation...)

export const attributeInput = z.object({
  /** An attribute the person already has (from GET); without it, a new one. */
  id: z.string().max(40).optional(),
  tag: z.enum(PERSON_ATTRIBUTE_TAGS, { error: 'Please choose a kind of fact from the list' }),
  value: text('The fact', 1000),
  /** For Other fact and Identity number: what kind it is ('Hobby', 'Passport'). */
  type: text('The kind of fact', 120).default(''),
  date: text('The date', 100).default(''),
  place: text('The place', 500).default(''),
  deleted: z.boolean().optional(),
});
/** The person's attributes, the whole list (entries marked deleted are dropped). */
export const attributesRequest = z.object({ attributes: z.array(attributeInput).max(100, 'A person can have at most 100 facts') });
export const attributeView = z.object({
  id: z.string(),
  tag: z.string(),
  label: z.string(),
  value: z.string(),
  type: z.string(),
  date: z.string(),
  place: z.string(),
  /** What the fact says beyond these, shown and kept but not edited here: an LDS ordinance's temple and status. */
  details: z.string().optional(),
});
export type AttributeView = z.infer<typeof attributeView>;
export const attributesResponse = z.object({ attributes: z.array(attributeView) });

// ---------------------------------------------------------------- events

export const eventRole = z.enum(EVENT_ROLES, { error: 'Please choose a role from the list' });
export const eventType = z
  .string({ error: 'Please choose an event type' })
  .trim()
  .refine(isEventType, 'Please choose an event type from the list');
/** Free text: a date that cannot be read is kept as typed (spec 000 section 8: "Date parse fails: logged only"). */
const fuzzyDateText = text('Date', 100).default('');

/** A participant's person: an id, or the person object the client holds. */
const participantPerson = z.union([entityId, z.object({ id: entityId }).transform((person) => person.id)]);

export const participantInput = z.object({
  event_role: eventRole,
  person: participantPerson.nullable().optional(),
  deleted: z.boolean().optional(),
});

const roleFitsType = (type: string, role: string) => rolesFor(type).includes(role as never);
const roleMessage = (type: string) => `That role does not belong in a ${type} event: choose ${rolesFor(type).join(', ')}`;

export const createEventRequest = z
  .object({
    event_type: eventType,
    person_id: entityId,
    event_role: eventRole,
    start_date: fuzzyDateText,
    end_date: fuzzyDateText,
    name: text('Event name', 200).default(''),
    location: text('Location', 300).default(''),
  })
  .superRefine((event, ctx) => {
    if (!roleFitsType(event.event_type, event.event_role)) ctx.addIssue({ code: 'custom', path: ['event_role'], message: roleMessage(event.event_type) });
  });
export type CreateEventRequest = z.output<typeof createEventRequest>;

export const saveEventRequest = z
  .object({
    event_type: eventType,
    name: text('Event name', 200).default(''),
    /** On by default; typing a name turns it off, clearing the name turns it on (spec 000 section 4). */
    auto_name: z.boolean().default(true),
    start_date: fuzzyDateText,
    end_date: fuzzyDateText,
    location: text('Location', 300).default(''),
    participants: z.array(participantInput).max(200, 'An event can have at most 200 people').default([]),
  })
  .superRefine((event, ctx) => {
    event.participants.forEach((participant, index) => {
      if (!participant.deleted && !roleFitsType(event.event_type, participant.event_role)) {
        ctx.addIssue({ code: 'custom', path: ['participants', index, 'event_role'], message: roleMessage(event.event_type) });
      }
    });
  });
export type SaveEventRequest = z.output<typeof saveEventRequest>;

export const personSummary = z.object({ id: z.string(), name: z.string(), sex: z.string(), person_thumbnail_url: z.string().nullable() });
export type PersonSummary = z.infer<typeof personSummary>;

export const participantView = z.object({ event_role: z.string(), person: personSummary, deleted: z.boolean() });

export const eventView = z.object({
  id: z.string(),
  event_type: z.string(),
  name: z.string(),
  auto_name: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  /** 'YYYYY-MM-DD' (see shared/rules/fuzzy-date sortKey), null when the date cannot be placed. */
  sort_date: z.string().nullable(),
  location: z.string(),
  participants: z.array(participantView),
  /** Set on lists of one person's events: that person and their role. */
  person_id: z.string().optional(),
  event_role: z.string().optional(),
  /** Who added the event in the app (absent when not known here): they and the family's admins may delete it. */
  created_by: z.string().optional(),
});
export type EventView = z.infer<typeof eventView>;

export const eventResponse = z.object({ event: eventView });
/** DELETE /event/{id}: `restorable` when it can be put back (POST /event/{id}/restore) for 30 days. */
export const deleteEventResponse = statusResponse.extend({ restorable: z.boolean() });

/** GET /events/removed?cursor=: the events deleted in the last 30 days, most recently deleted first, 50 a page. */
export const removedEventsQuery = z.object({ cursor: z.string().max(2000, 'That page link is not valid').optional() });
export const removedEventView = z.object({
  id: z.string(),
  event_type: z.string(),
  name: z.string(),
  start_date: z.string(),
  /** Who added it (null when not known): they and the family's admins may put it back. */
  created_by: z.string().nullable(),
  /** When it was deleted (ISO 8601). */
  removed_at: z.string(),
});
export type RemovedEventView = z.infer<typeof removedEventView>;
export const removedEventsResponse = z.object({ events: z.array(removedEventView), cursor: z.string().nullable() });

// ---------------------------------------------------------------- parents

/**
 * POST /person/{id}/parents: 'Add father' / 'Add mother' on a person's page. The parent is a person
 * of the tree (person_id) or someone new, by the name typed (split on spaces, spec 000 section 5),
 * made male for a father and female for a mother (shared/rules/gender sexOfNewParent). Either
 * way they become a parent in the person's birth, which is made when there is none.
 */
export const addParentRequest = z
  .object({
    relation: z.enum(PARENT_RELATIONS, { error: "The relation is 'father', 'mother' or 'parent'" }),
    person_id: entityId.optional(),
    // Each part of a typed name is a name field (at most 100 characters).
    name: text('Name', 100).optional(),
  })
  .refine((request) => (request.person_id !== undefined) !== Boolean(request.name), {
    message: 'Choose a person from the tree or type the name of someone new, not both',
    path: ['name'],
  });
export type AddParentRequest = z.output<typeof addParentRequest>;
export const addParentResponse = z.object({ parent: personView, event: eventView });

/** How a relative is linked to a person, as the person page lists them (brothers and sisters are linked through parents). */
export const RELATIVE_LINKS = ['parent', 'child', 'partner'] as const;
export type RelativeLink = (typeof RELATIVE_LINKS)[number];

/**
 * POST /person/{id}/unlink: the relative stops being the person's parent, child or partner. Both
 * stay in the tree with their events; only the link goes (the relative leaves the birth, or the
 * marriage, that made it).
 */
export const unlinkRelativeRequest = z.object({
  relative_id: entityId,
  relation: z.enum(RELATIVE_LINKS, { error: "The relation is 'parent', 'child' or 'partner'" }),
});
export type UnlinkRelativeRequest = z.output<typeof unlinkRelativeRequest>;
/** The events changed, as they are now. */
export const unlinkRelativeResponse = z.object({ events: z.array(eventView) });
export const createEventResponse = z.object({ event: eventView, person: personView });
export const eventsResponse = z.object({ events: z.array(eventView) });
export const eventSearchQuery = z.object({
  q: z
    .string({ error: 'Type the name of an event to search for' })
    .trim()
    .min(1, 'Type the name of an event to search for')
    .max(100, 'Search for at most 100 characters'),
});

// ---------------------------------------------------------------- notes, citations, sources

export const noteInput = z.object({ id: entityId.optional(), note: text('Note', 100_000) });
export const notesRequest = z.object({ notes: z.array(noteInput, { error: 'Send the notes as a list' }).max(500, 'At most 500 notes') });

export const sourceView = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  publication: z.string(),
  /** The first line of the source's own text, when its record has one (a GEDCOM file's TEXT): it names a source without a title. */
  text: z.string().optional(),
  /** Who may change it besides the admins (its page says): whoever added it, or imported the file it came from; null when not known. */
  created_by: z.string().nullable().optional(),
});
export type SourceView = z.infer<typeof sourceView>;

export const citationInput = z
  .object({
    id: entityId.optional(),
    /** Free text or a web address (spec 001 section 5). */
    citation: text('Citation', 5000).default(''),
    page: text('Page', 500).default(''),
    certainty: text('Certainty', 50).default(''),
    source_id: entityId.nullable().optional(),
    /** The client may send the chosen source object instead of its id. */
    source: z.object({ id: entityId }).nullable().optional(),
  })
  .transform(({ source, ...citation }) => ({ ...citation, source_id: citation.source_id ?? source?.id ?? null }))
  .refine((citation) => citation.citation !== '' || citation.source_id !== null, 'A citation needs its text, a web address or a source');
export const citationsRequest = z.object({
  citations: z.array(citationInput, { error: 'Send the citations as a list' }).max(500, 'At most 500 citations'),
});

export const citationView = z.object({
  id: z.string(),
  citation: z.string(),
  page: z.string(),
  certainty: z.string(),
  source_id: z.string().nullable(),
  source: sourceView.nullable(),
  media: z.array(z.object({ id: z.string(), thumbnail_urls: z.record(z.string(), z.string()) })),
});
export const citationsResponse = z.object({ citations: z.array(citationView) });

export const noteView = z.object({
  id: z.string(),
  note: z.string(),
  citations: z.array(citationView),
  /** The member who added it (or imported its file), who may change it as admins may; null when not known (admins only). */
  added_by: z.string().nullable(),
});
export const notesResponse = z.object({ notes: z.array(noteView) });

export const createSourceRequest = z.object({
  title: text('Title', 500).min(1, 'A source needs a title'),
  author: text('Author', 500).default(''),
  publication: text('Publication', 1000).default(''),
});
export const sourceResponse = z.object({ source: sourceView });
export const sourceSearchQuery = z.object({
  q: z
    .string({ error: 'Type the title of a source to search for' })
    .trim()
    .min(1, 'Type the title of a source to search for')
    .max(200, 'Search for at most 200 characters'),
});
export const sourcesResponse = z.object({ sources: z.array(sourceView) });

/** POST /source/{id}: a source's title, author and publication as corrected on its page. */
export const updateSourceRequest = createSourceRequest;

/** GET /source/{id}?page=: the source and a page of what cites it. */
export const sourcePageQuery = z.object({
  page: z.string().max(2048, 'That page of citations is not one we gave out').optional(),
});

/** A citation of a source, with the person or event whose record it is in (what the source's page links to). */
export const sourceCitationView = z.object({
  id: z.string(),
  citation: z.string(),
  page: z.string(),
  certainty: z.string(),
  /** What in the record it supports: the person or event itself, one of the person's names, or a note. */
  parent_kind: z.enum(['person', 'name', 'event', 'note']),
  cited_in: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('person'), person: personSummary }),
    z.object({ kind: z.literal('event'), event: z.object({ id: z.string(), event_type: z.string(), name: z.string(), start_date: z.string() }) }),
  ]),
});
export type SourceCitationView = z.infer<typeof sourceCitationView>;
export const sourcePageResponse = z.object({ source: sourceView, citations: z.array(sourceCitationView), next_page: z.string().nullable() });

/** GET /sources: the family tree's sources by title, a page at a time; `q` keeps titles starting with it. */
export const sourcesListQuery = z.object({
  q: z.string().trim().max(200, 'Type at most 200 characters of a title').optional(),
  page: z.string().max(2048, 'That page of sources is not one we gave out').optional(),
});
export const sourcesPageResponse = z.object({ sources: z.array(sourceView), next_page: z.string().nullable() });

// ---------------------------------------------------------------- tree graphs

export const graphQuery = z.object({
  depth: z.coerce
    .number({ error: 'Depth must be a number' })
    .int('Depth must be a whole number')
    .min(1, 'Depth must be at least 1')
    .max(GRAPH_MAX_DEPTH, `Depth must be at most ${GRAPH_MAX_DEPTH}`)
    .optional(),
});
export const graphNode = z.object({
  /** The person id. */
  key: z.string(),
  name: z.string(),
  sex: z.string(),
  person_thumbnail_url: z.array(z.string()),
  /** 'person', or 'lookup' for a person at the edge of the graph whose relatives were not loaded. */
  category: z.enum(['person', 'lookup']),
  /** The years of their life, drawn on cards and charts. */
  life_span: lifeSpanView.optional(),
});
export const graphLink = z.object({
  from: z.string(),
  to: z.string(),
  /** 'marriage' joins a couple; 'parent' and 'adoptive parent' go from a parent to a child. */
  category: z.enum(['marriage', 'parent', 'adoptive parent']),
  status: z.enum(['married', 'divorced', 'other']),
  /** The event the link comes from (marriage, birth or adoption), when there is one. */
  labelKeys: z.array(z.string()),
  /** A parent link's birth (or adoption) as a sort key ('11850-06-00'): children are drawn oldest first. Null when undated. */
  sort_date: z.string().nullable().optional(),
});
export const graphResponse = z.object({ root: z.string(), nodes: z.array(graphNode), links: z.array(graphLink) });
export type GraphNode = z.infer<typeof graphNode>;
export type GraphLink = z.infer<typeof graphLink>;
export type GraphResponse = z.infer<typeof graphResponse>;

// ---------------------------------------------------------------- GEDCOM imports and export

export const importCounts = z.object({
  people: z.number(),
  families: z.number(),
  events: z.number(),
  notes: z.number(),
  citations: z.number(),
  sources: z.number(),
  /** Records kept whole, by kind (absent on imports made before they were counted). */
  media: z.number().optional(),
  repositories: z.number().optional(),
  note_records: z.number().optional(),
  submitters: z.number().optional(),
  other_records: z.number().optional(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const importView = z.object({
  id: z.string(),
  file_name: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  counts: importCounts,
  /** The first warnings, each with its line in the file when it has one. */
  warnings: z.array(z.object({ line: z.number().nullable(), message: z.string() })),
  warning_count: z.number(),
  /** Pages of warnings after these (GET /imports/{id}/warnings?page=1...); 0 when these are all that is kept. */
  warning_pages: z.number(),
  /** Epoch milliseconds. */
  started_at: z.number(),
  finished_at: z.number().nullable(),
  error: z.string().nullable(),
  gedcom_version: z.string().nullable(),
  encoding: z.string().nullable(),
  /** The member who imported the file: they and the family's admins may remove the import. */
  imported_by: z.string().nullable().optional(),
  /** 'Remove this import': null until asked; then the job's progress and what it kept. */
  removal: z
    .object({
      status: z.enum(['queued', 'running', 'done']),
      remove_edited: z.boolean(),
      requested_at: z.number(),
      finished_at: z.number().nullable(),
      removed: importCounts,
      kept_people: z.number(),
      kept_events: z.number(),
    })
    .nullable(),
});
export type ImportView = z.infer<typeof importView>;
export type ImportRemovalView = NonNullable<ImportView['removal']>;
/** POST /imports/{id}/remove. */
export const removeImportBody = z.object({
  /** Also remove the people and events the family edited or added to since the import. */
  remove_edited: z.boolean({ error: 'Say whether edited people are to be removed too' }).default(false),
});
export const importResponse = z.object({ import: importView });
/** GET /imports/{id}/warnings?page=: one page of an import's warnings after those on its report. */
export const importWarningsQuery = z.object({
  page: z.coerce
    .number({ error: 'The page must be a number' })
    .int('The page must be a whole number')
    .min(1, 'Pages of warnings start at 1')
    .max(10_000, 'There is no such page of warnings'),
});
export const importWarningsResponse = z.object({
  warnings: z.array(z.object({ line: z.number().nullable(), message: z.string() })),
  /** The next page's number, null after the last. */
  next_page: z.number().nullable(),
});
export const importsQuery = z.object({ cursor: z.string().max(2000, 'That page link is not valid').optional() });
export const importsResponse = z.object({ imports: z.array(importView), cursor: z.string().nullable() });

export const exportQuery = z.object({
  version: z.enum(GEDCOM_EXPORT_VERSIONS, { error: 'Choose GEDCOM version 5.5.1 or 7.0' }).default('5.5.1'),
});
/** The export is a file (text/vnd.familysearch.gedcom or application/x-gedcom), not JSON. */
export const exportResponse = z.string();
