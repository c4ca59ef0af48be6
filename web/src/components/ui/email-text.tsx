import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects on a narrow screen: before its '@' and its dots
 * ('bartholomew.smythe | @example.co.uk'), never inside a word unless a part is wider than the line
 * (its container still sets overflowWrap="anywhere" for that).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
