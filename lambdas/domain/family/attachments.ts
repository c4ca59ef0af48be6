import type { citationsRequest, notesRequest } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors';
import type { FamilyDeps } from './deps';
import { personIdOfName } from './ids';
import {
  APP_IMPORT_KEY,
  type AnchorKind,
  type CitationParentKind,
  type CitationRecord,
  type NoteParentKind,
  type NoteRecord,
  type ParentRef,
  type SourceRecord,
} from './records';
import { NOT_YOUR_CITATION, NOT_YOUR_NOTE, requireMayChange, type Actor } from '../sharing/roles';
import { makerOf, makersOf } from './makers';
import { toCitationView, toNoteView } from './views';

/**
 * Notes (on people, names and events) and citations (on those and on notes): GET returns the
 * parent's list in order, POST replaces it (spec 001 section 7, body {notes} / {citations}).
 */

const NOT_FOUND: Record<CitationParentKind, string> = {
  person: 'That person is not in your family tree',
  name: 'That name is not in your family tree',
  event: 'That event is not in your family tree',
  note: 'That note is not in your family tree',
};

/** Checks the parent exists in the tree and returns the person or event its attachments are written under. */
export async function anchorOf(deps: FamilyDeps, ownerId: string, parent: ParentRef): Promise<ParentRef<AnchorKind>> {
  switch (parent.kind) {
    case 'person': {
      if (await deps.store.getPerson(ownerId, parent.id)) return { kind: 'person', id: parent.id };
      break;
    }
    case 'name': {
      const personId = personIdOfName(parent.id);
      const person = personId ? await deps.store.getPerson(ownerId, personId) : null;
      if (person?.names.some((name) => name.id === parent.id)) return { kind: 'person', id: person.id };
      break;
    }
    case 'event': {
      if (await deps.store.getEvent(ownerId, parent.id)) return { kind: 'event', id: parent.id };
      break;
    }
    case 'note': {
      const note = await deps.store.getNote(ownerId, parent.id);
      if (note) return note.anchor;
      break;
    }
  }
  throw new NotFoundError(NOT_FOUND[parent.kind]);
}

async function sourcesById(deps: FamilyDeps, ownerId: string, citations: readonly CitationRecord[]): Promise<Map<string, SourceRecord>> {
  const ids = [...new Set(citations.flatMap((c) => (c.sourceId ? [c.sourceId] : [])))];
  return new Map((await deps.store.getSources(ownerId, ids)).map((source) => [source.id, source]));
}

export async function listCitations(deps: FamilyDeps, ownerId: string, parent: ParentRef) {
  await anchorOf(deps, ownerId, parent);
  const citations = await deps.store.citationsOf(ownerId, parent);
  const sources = await sourcesById(deps, ownerId, citations);
  return citations.map((citation) => toCitationView(citation, sources));
}

export async function listNotes(deps: FamilyDeps, ownerId: string, parent: ParentRef<NoteParentKind>) {
  await anchorOf(deps, ownerId, parent);
  const notes = await deps.store.notesOf(ownerId, parent);
  const citationLists = await Promise.all(notes.map((note) => deps.store.citationsOf(ownerId, { kind: 'note', id: note.id })));
  const sources = await sourcesById(deps, ownerId, citationLists.flat());
  const makers = await makersOf(deps.store, notes);
  return notes.map((note, i) => toNoteView(note, citationLists[i]!.map((citation) => toCitationView(citation, sources)), makers[i]!));
}

/**
 * Replaces a parent's notes. With an `actor` (every route), new notes are theirs, and a note whose
 * text changes, or that is left out or emptied, may only be one the actor may change (admins, or
 * the note's maker: sharing/roles.ts). Saving another's note as it is (reordered) is allowed.
 */
export async function saveNotes(deps: FamilyDeps, ownerId: string, parent: ParentRef<NoteParentKind>, request: z.output<typeof notesRequest>, actor?: Actor) {
  const anchor = await anchorOf(deps, ownerId, parent);
  const before = await deps.store.notesOf(ownerId, parent);
  const byId = new Map(before.map((note) => [note.id, note]));
  const now = deps.now();
  const kept = new Set<string>();
  const after: NoteRecord[] = [];
  for (const input of request.notes) {
    if (input.note === '') continue; // an emptied note is removed
    const previous = input.id && !kept.has(input.id) ? byId.get(input.id) : undefined;
    const note: NoteRecord = previous
      ? { ...previous, text: input.note, order: after.length }
      : {
          ownerId,
          id: deps.newId(),
          parent,
          anchor,
          order: after.length,
          text: input.note,
          ...(actor ? { createdBy: actor.userId } : {}),
          createdAt: now,
          importKey: APP_IMPORT_KEY,
          importRun: null,
          gedcom: null,
        };
    kept.add(note.id);
    after.push(note);
  }
  const removed = before.filter((note) => !kept.has(note.id));
  const rewritten = after.filter((note) => byId.has(note.id) && byId.get(note.id)!.text !== note.text);
  if (actor) for (const note of [...removed, ...rewritten]) requireMayChange(actor, await makerOf(deps.store, note), NOT_YOUR_NOTE);
  for (const note of removed) await deleteAttachmentsOf(deps, ownerId, { kind: 'note', id: note.id });
  await deps.store.deleteNotes(removed);
  await deps.store.putNotes(after);
  return listNotes(deps, ownerId, parent);
}

/** Replaces a parent's citations; with an `actor`, as saveNotes: new ones are theirs, changing or removing others' is for admins. */
export async function saveCitations(deps: FamilyDeps, ownerId: string, parent: ParentRef, request: z.output<typeof citationsRequest>, actor?: Actor) {
  const anchor = await anchorOf(deps, ownerId, parent);
  const wanted = [...new Set(request.citations.flatMap((c) => (c.source_id ? [c.source_id] : [])))];
  const found = new Set((await deps.store.getSources(ownerId, wanted)).map((source) => source.id));
  const fields: Record<string, string[]> = {};
  request.citations.forEach((c, i) => {
    if (c.source_id && !found.has(c.source_id)) fields[`citations.${i}.source_id`] = ['That source is not in your family tree'];
  });
  if (Object.keys(fields).length) throw new ValidationError('A citation names a source that is not in your family tree', fields);

  const before = await deps.store.citationsOf(ownerId, parent);
  const byId = new Map(before.map((citation) => [citation.id, citation]));
  const now = deps.now();
  const kept = new Set<string>();
  const after = request.citations.map((input, order): CitationRecord => {
    const previous = input.id && !kept.has(input.id) ? byId.get(input.id) : undefined;
    const fieldsOf = { citation: input.citation, page: input.page, certainty: input.certainty, sourceId: input.source_id, order };
    const citation: CitationRecord = previous
      ? { ...previous, ...fieldsOf }
      : { ownerId, id: deps.newId(), parent, anchor, ...(actor ? { createdBy: actor.userId } : {}), createdAt: now, importKey: APP_IMPORT_KEY, importRun: null, gedcom: null, ...fieldsOf };
    kept.add(citation.id);
    return citation;
  });
  const removed = before.filter((citation) => !kept.has(citation.id));
  const said = (c: CitationRecord) => JSON.stringify([c.citation, c.page, c.certainty, c.sourceId]);
  const rewritten = after.filter((citation) => byId.has(citation.id) && said(byId.get(citation.id)!) !== said(citation));
  if (actor) for (const citation of [...removed, ...rewritten]) requireMayChange(actor, await makerOf(deps.store, citation), NOT_YOUR_CITATION);
  await deps.store.deleteCitations(removed);
  await deps.store.putCitations(after);
  return listCitations(deps, ownerId, parent);
}

/** DELETE /citation/{id}: for admins and the citation's maker (sharing/roles.ts). */
export async function deleteCitation(deps: FamilyDeps, ownerId: string, citationId: string, actor?: Actor): Promise<void> {
  const citation = await deps.store.getCitation(ownerId, citationId);
  if (!citation) throw new NotFoundError('That citation is not in your family tree');
  if (actor) requireMayChange(actor, await makerOf(deps.store, citation), NOT_YOUR_CITATION);
  await deps.store.deleteCitations([citation]);
}

/** Removes a parent's notes (with their citations) and citations, e.g. when an event goes. */
export async function deleteAttachmentsOf(deps: FamilyDeps, ownerId: string, parent: ParentRef): Promise<void> {
  if (parent.kind !== 'note') {
    const notes = await deps.store.notesOf(ownerId, parent);
    for (const note of notes) await deps.store.deleteCitations(await deps.store.citationsOf(ownerId, { kind: 'note', id: note.id }));
    await deps.store.deleteNotes(notes);
  }
  await deps.store.deleteCitations(await deps.store.citationsOf(ownerId, parent));
}
