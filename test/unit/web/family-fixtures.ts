import type { EventView, ImportView, PersonView } from '@heirloom/shared/contracts/family';

/** Shapes exactly as the family API serves them (shared/contracts/family.ts). */
export function person(overrides: Partial<PersonView> & { id: string }): PersonView {
  const first = overrides.names?.[0];
  return {
    name: first ? [first.first_name, first.last_name].filter(Boolean).join(' ') : '',
    sex: '',
    names: [],
    person_thumbnail: null,
    person_thumbnail_url: null,
    items_deleted: false,
    person_version: 1,
    previous_version: [],
    newer_version: null,
    version_date: 1_700_000_000_000,
    author: 'u-1',
    gedcom_xref: null,
    ...overrides,
  };
}

export function name(id: string, first: string, last: string, overrides: Partial<PersonView['names'][number]> = {}): PersonView['names'][number] {
  return { id, name_type: 'Birth Name', name_order: 0, prefix: '', first_name: first, middle_name: '', last_name: last, suffix: '', ...overrides };
}

export const summary = (p: PersonView) => ({ id: p.id, name: p.name, sex: p.sex, person_thumbnail_url: p.person_thumbnail_url });

export function event(overrides: Partial<EventView> & { id: string }): EventView {
  return {
    event_type: 'birth',
    name: '',
    auto_name: true,
    start_date: '',
    end_date: '',
    sort_date: null,
    location: '',
    participants: [],
    ...overrides,
  };
}

export function importRecord(overrides: Partial<ImportView> = {}): ImportView {
  return {
    id: 'imp-1',
    file_name: 'royal92.ged',
    status: 'done',
    counts: { people: 3010, families: 1422, events: 5000, notes: 12, citations: 3, sources: 1 },
    warnings: [],
    warning_count: 0,
    warning_pages: 0,
    started_at: 1_700_000_000_000,
    finished_at: 1_700_000_012_000,
    error: null,
    gedcom_version: '5.5',
    encoding: 'ANSEL',
    removal: null,
    ...overrides,
  };
}
