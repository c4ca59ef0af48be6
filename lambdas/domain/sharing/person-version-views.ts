import type { PersonVersionsResponse, PersonVersionView } from '@heirloom/shared/contracts/sharing';
import { factLines } from '../family/person-attributes';
import { displayName } from '../family/person-names';
import { snapshotOf } from '../family/person-versions';
import type { PersonRecord, PersonSnapshot } from '../family/records';

/** A version as the version-choice screen shows it, with its author's username from the family. */
export function toVersionView(snapshot: PersonSnapshot, names: ReadonlyMap<string, string>): PersonVersionView {
  return {
    person_version: snapshot.version,
    author: snapshot.author,
    author_name: snapshot.author ? (names.get(snapshot.author) ?? null) : null,
    version_date: snapshot.versionDate,
    sex: snapshot.sex,
    name: displayName(snapshot),
    names: snapshot.names.map((n) => ({ name_type: n.nameType, prefix: n.prefix, first_name: n.first, middle_name: n.middle, last_name: n.last, suffix: n.suffix })),
    facts: snapshot.extras === undefined ? null : factLines(snapshot.extras),
    contacts: snapshot.contacts === undefined ? null : snapshot.contacts.map((c) => `${c.contactType}: ${c.value}`),
  };
}

/**
 * `mayChoose`: whether the caller may answer (sharing/roles.ts). A member's suggestion under review
 * is offered as the newer version, with the person as it is now first among the ones before it.
 */
export function toVersionsView(person: PersonRecord, names: ReadonlyMap<string, string>, mayChoose?: boolean): PersonVersionsResponse {
  const choice = mayChoose === undefined ? {} : { may_choose: mayChoose };
  if (person.pending) {
    return {
      id: person.id,
      newer_version: person.newerVersion,
      suggestion: true,
      ...choice,
      current: toVersionView(person.pending, names),
      previous: [snapshotOf(person), ...(person.versions ?? [])].map((snapshot) => toVersionView(snapshot, names)),
    };
  }
  return {
    id: person.id,
    newer_version: person.newerVersion,
    ...choice,
    current: toVersionView(snapshotOf(person), names),
    previous: (person.versions ?? []).map((snapshot) => toVersionView(snapshot, names)),
  };
}
