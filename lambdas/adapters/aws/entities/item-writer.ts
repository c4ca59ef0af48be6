/**
 * The item ElectroDB's `entity.put(attributes).params().Item` makes, built from the same schema
 * without ElectroDB's per-call machinery. A GEDCOM import writes tens of thousands of items and
 * ElectroDB's put builder (validation, clause chain, key formatting) was an eighth of the
 * import's CPU; the keys come out identical (test/unit/family/item-writer.test.ts compares every
 * family entity against ElectroDB). Reads, queries and single writes still go through ElectroDB.
 *
 * Supported, as the family schemas use them: key templates with `${attribute}` parts and
 * `casing: 'none'`, and a sort key without a template (ElectroDB's `$entity_version#attr_value`).
 * Attribute values are not validated beyond required attributes and key parts: the records are
 * typed where they are made.
 */

type Item = Record<string, unknown>;

interface KeySpec {
  readonly field: string;
  readonly composite: readonly string[];
  readonly template?: string;
  readonly casing?: string;
}

export interface WritableSchema {
  readonly model: { readonly entity: string; readonly version: string };
  readonly attributes: Readonly<Record<string, { readonly type?: unknown; readonly required?: boolean }>>;
  readonly indexes: Readonly<Record<string, { readonly pk: KeySpec; readonly sk?: KeySpec }>>;
}

type KeyBuilder = (attributes: Item) => string;

export function itemWriter(schema: WritableSchema): (attributes: Item) => Item {
  const { entity, version } = schema.model;
  const names = Object.keys(schema.attributes);
  const required = names.filter((name) => schema.attributes[name]!.required);
  const keys: Array<[string, KeyBuilder]> = [];
  for (const index of Object.values(schema.indexes)) {
    keys.push([index.pk.field, keyBuilder(index.pk, entity, version, 'partition')]);
    if (index.sk) keys.push([index.sk.field, keyBuilder(index.sk, entity, version, 'sort')]);
  }
  return (attributes) => {
    const item: Item = {};
    for (const name of names) {
      const value = attributes[name];
      if (value !== undefined) item[name] = value;
    }
    for (const name of required) if (item[name] === undefined) throw new Error(`${entity}: the attribute ${name} is required`);
    for (const [field, build] of keys) item[field] = build(item);
    item.__edb_e__ = entity;
    item.__edb_v__ = version;
    return item;
  };
}

function keyBuilder(spec: KeySpec, entity: string, version: string, kind: 'partition' | 'sort'): KeyBuilder {
  if (spec.casing !== undefined && spec.casing !== 'none') throw new Error(`${entity}: only casing 'none' keys are supported`);
  const part = (attributes: Item, name: string): string => {
    const value = attributes[name];
    if (value === undefined || value === null) throw new Error(`${entity}: the key attribute ${name} is missing`);
    return String(value);
  };
  if (spec.template === undefined) {
    if (kind === 'partition') throw new Error(`${entity}: a partition key needs a template`);
    const prefix = `$${entity}_${version}`;
    return (attributes) => prefix + spec.composite.map((name) => `#${name}_${part(attributes, name)}`).join('');
  }
  // 'tree#${ownerId}#person#${personId}' -> literal and attribute pieces, alternating.
  const pieces = spec.template.split(/\$\{(\w+)\}/);
  return (attributes) => {
    let key = '';
    for (let i = 0; i < pieces.length; i += 1) key += i % 2 === 0 ? pieces[i] : part(attributes, pieces[i]!);
    return key;
  };
}
