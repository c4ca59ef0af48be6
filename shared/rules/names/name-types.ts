/** The kinds of name a person can have (spec 001 section 5), in the order a picker shows them. */
export const NAME_TYPES = ['Birth Name', 'Married Name', 'Nick Name', 'Legal Name Change'] as const;
export type NameType = (typeof NAME_TYPES)[number];

export function isNameType(value: string): value is NameType {
  return (NAME_TYPES as readonly string[]).includes(value);
}
