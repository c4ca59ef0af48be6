/** Person names: splitting what was typed, joining the parts, the kinds of name. */
export type { NameParts } from './names/name-parts';
export { NAME_PART_KEYS, emptyNameParts } from './names/name-parts';
export { splitTypedName } from './names/split-typed-name';
export { formatFullName } from './names/format-full-name';
export { readableName } from './names/readable-name';
export { NAME_TYPES, isNameType, type NameType } from './names/name-types';
