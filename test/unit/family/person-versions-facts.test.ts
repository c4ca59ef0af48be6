import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { mergePeople } from '../../../lambdas/domain/family/merge-people';
import { createPerson, requirePerson, saveContacts } from '../../../lambdas/domain/family/people';
import { factLines, personAttributes, saveAttributes } from '../../../lambdas/domain/family/person-attributes';
import { choosePersonVersion } from '../../../lambdas/domain/family/person-versions';
import { MemoryFamilyStore } from './memory-family-store';

const FAMILY = 'family';
const deps = (): FamilyDeps & { store: MemoryFamilyStore } => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
const named = (first: string, last: string) => ({ names: [{ name_type: 'Birth Name' as const, prefix: '', first_name: first, middle_name: '', last_name: last, suffix: '' }] });
const fact = (value: string) => ({ tag: 'OCCU' as const, value, type: '', date: '', place: '' });

describe('person versions cover facts and merges', () => {
  it("a relative's change of facts is a newer version; 'Keep Current Version' brings the facts back", async () => {
    const d = deps();
    const grandmother = await createPerson(d, FAMILY, 'anna', named('Olga', 'Berg'));
    await saveAttributes(d, FAMILY, 'anna', grandmother.id, { attributes: [fact('Weaver')] });
    const mine = await requirePerson(d, FAMILY, grandmother.id);
    expect(mine.newerVersion).toBeNull();

    await saveAttributes(d, FAMILY, 'ben', grandmother.id, { attributes: [fact('Baker')] });
    const changed = await requirePerson(d, FAMILY, grandmother.id);
    expect(changed.author).toBe('ben');
    expect(changed.personVersion).toBe(mine.personVersion + 1);
    expect(changed.newerVersion).toBe(String(changed.personVersion));
    expect(changed.versions?.[0]).toMatchObject({ version: mine.personVersion, author: 'anna' });

    await choosePersonVersion(d, changed, 'anna', 'keep');
    expect((await personAttributes(d, FAMILY, grandmother.id)).map((a) => a.value)).toEqual(['Weaver']);
    // Nothing ben typed is lost: his version is kept among the versions.
    const kept = await requirePerson(d, FAMILY, grandmother.id);
    expect(kept.versions?.some((v) => v.author === 'ben' && v.extras?.includes('Baker'))).toBe(true);
  });

  it('shows a fact of a version with its date as the person page reads it, not as the file spelt it', async () => {
    const d = deps();
    const president = await createPerson(d, FAMILY, 'anna', named('John', 'Kennedy'));
    await saveAttributes(d, FAMILY, 'anna', president.id, { attributes: [{ ...fact('President'), date: 'FROM 20 JAN 1961 TO 22 NOV 1963' }] });
    const lines = factLines((await requirePerson(d, FAMILY, president.id)).gedcom?.extras);
    expect(lines).toHaveLength(1);
    expect(lines).toEqual(['Occupation: President, 20 Jan 1961 to 22 Nov 1963']);
  });

  it("a relative's change of contacts is a newer version; keeping the current one brings the contacts back", async () => {
    const d = deps();
    const grandmother = await createPerson(d, FAMILY, 'anna', named('Olga', 'Berg'));
    await saveContacts(d, FAMILY, 'anna', grandmother.id, { contacts: [{ contact_type: 'Email', contact_value: 'olga@example.com' }] });
    await saveContacts(d, FAMILY, 'ben', grandmother.id, { contacts: [{ contact_type: 'Email', contact_value: 'wrong@example.com' }] });
    const changed = await requirePerson(d, FAMILY, grandmother.id);
    expect(changed.newerVersion).toBe(String(changed.personVersion));
    await choosePersonVersion(d, changed, 'anna', 'keep');
    expect((await requirePerson(d, FAMILY, grandmother.id)).contacts.map((c) => c.value)).toEqual(['olga@example.com']);
  });

  it("a relative's merge is a newer version of the kept person", async () => {
    const d = deps();
    const one = await createPerson(d, FAMILY, 'anna', named('Olga', 'Berg'));
    const two = await createPerson(d, FAMILY, 'ben', named('Olga Maria', 'Berg'));
    const merged = await mergePeople(d, FAMILY, 'ben', one.id, two.id);
    expect(merged.personVersion).toBe(one.personVersion + 1);
    expect(merged.author).toBe('ben');
    expect(merged.newerVersion).toBe(String(merged.personVersion));
    expect(merged.versions?.[0]?.names.map((n) => n.first)).toEqual(['Olga']);
  });
});
