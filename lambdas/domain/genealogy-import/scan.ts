import type { GedcomRecord } from '../gedcom';
import { displayNameOf, gedcomNameParts } from './gedcom-names';
import { pedigreeOf } from './gedcom-tags';

/**
 * The first pass over a file: what one record needs to know about others, kept compact so a
 * 100,000-person file fits easily (a name, a flag and a few xrefs per person). Records may point
 * to records later in the file; the second pass maps each record with this index at hand.
 */

export interface IndividualFacts {
  /** The first NAME, as the automatic event names show it. */
  name: string;
  hasBirth: boolean;
  /** FAMC links in file order, with their pedigree. */
  famc: Array<{ fam: string; pedigree: 'birth' | 'adopted' | 'other' }>;
}

export interface FamilyFacts {
  husband?: string;
  wife?: string;
  children: string[];
}

export class ScanIndex {
  readonly individuals = new Map<string, IndividualFacts>();
  readonly families = new Map<string, FamilyFacts>();
  readonly sources = new Set<string>();
  /** Shared NOTE (5.5.1) / SNOTE (7.0) records: xref -> text. */
  readonly sharedNotes = new Map<string, string>();
  /** Every other record's xref (OBJE, REPO, SUBM, vendor records), for pointer checks. */
  readonly otherRecords = new Set<string>();
  /** child xref -> families naming it with CHIL, for children whose INDI lacks the FAMC. */
  private readonly chilOf = new Map<string, string[]>();

  /**
   * A family's HUSB, WIFE or CHIL pointer that meant another record with the same xref (a
   * duplicated xref, the later record renamed): the family names `to` instead of `from`.
   */
  moveMember(fam: string, from: string, to: string): void {
    const facts = this.families.get(fam);
    if (!facts) return;
    if (facts.husband === from) facts.husband = to;
    if (facts.wife === from) facts.wife = to;
    if (!facts.children.includes(from)) return;
    facts.children = facts.children.map((c) => (c === from ? to : c));
    const list = this.chilOf.get(from)?.filter((f) => f !== fam) ?? [];
    if (list.length) this.chilOf.set(from, list);
    else this.chilOf.delete(from);
    this.chilOf.set(to, [...(this.chilOf.get(to) ?? []), fam]);
  }

  /** `seq` is the record's place in the file: a record without an xref is known by the one the import gives it. */
  add(record: GedcomRecord, seq: number): void {
    const xref = record.xref ?? (['INDI', 'FAM', 'SOUR'].includes(record.tag) ? noXref(seq) : undefined);
    if (!xref) return;
    switch (record.tag) {
      case 'INDI':
        this.individuals.set(xref, individualFacts(record));
        break;
      case 'FAM': {
        const facts: FamilyFacts = { children: [] };
        for (const child of record.children) {
          if (child.tag === 'HUSB' && child.pointer && !facts.husband) facts.husband = child.pointer;
          else if (child.tag === 'WIFE' && child.pointer && !facts.wife) facts.wife = child.pointer;
          else if (child.tag === 'CHIL' && child.pointer) {
            facts.children.push(child.pointer);
            const list = this.chilOf.get(child.pointer);
            if (list) list.push(xref);
            else this.chilOf.set(child.pointer, [xref]);
          }
        }
        this.families.set(xref, facts);
        break;
      }
      case 'SOUR':
        this.sources.add(xref);
        break;
      case 'NOTE':
      case 'SNOTE':
        this.sharedNotes.set(xref, record.value ?? '');
        break;
      default:
        this.otherRecords.add(xref);
    }
  }

  /**
   * The families a person is a child of, with pedigree: their own FAMC links, then any family
   * that lists them with CHIL without a matching FAMC (read as a birth family).
   */
  childFamilies(xref: string): Array<{ fam: string; pedigree: 'birth' | 'adopted' | 'other' }> {
    const own = this.individuals.get(xref)?.famc ?? [];
    const extra = (this.chilOf.get(xref) ?? []).filter((fam) => !own.some((link) => link.fam === fam));
    return [...own.filter((link) => this.families.has(link.fam)), ...extra.map((fam) => ({ fam, pedigree: 'birth' as const }))];
  }

  /** The existing parents of a family, husband first. */
  parentsOf(fam: string): string[] {
    const facts = this.families.get(fam);
    if (!facts) return [];
    return [facts.husband, facts.wife].filter((x): x is string => x !== undefined && this.individuals.has(x));
  }

  exists(pointer: string): boolean {
    return this.individuals.has(pointer) || this.families.has(pointer) || this.sources.has(pointer) || this.sharedNotes.has(pointer) || this.otherRecords.has(pointer);
  }
}

function individualFacts(record: GedcomRecord): IndividualFacts {
  let name = '';
  let hasBirth = false;
  const famc: IndividualFacts['famc'] = [];
  for (const child of record.children) {
    if (child.tag === 'NAME' && name === '') name = displayNameOf(gedcomNameParts(child));
    else if (child.tag === 'BIRT') hasBirth = true;
    else if (child.tag === 'FAMC' && child.pointer && !famc.some((link) => link.fam === child.pointer)) {
      const pedi = child.children.find((c) => c.tag === 'PEDI')?.value;
      famc.push({ fam: child.pointer, pedigree: pedigreeOf(pedi) });
    }
  }
  return { name, hasBirth, famc };
}

/** The xref the import gives a record the file gave none (RecordMapper uses the same). */
export const noXref = (seq: number): string => `@_NOXREF${seq}@`;

