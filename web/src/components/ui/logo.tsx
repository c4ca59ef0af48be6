import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** The Heirloom mark: a family tree in a rounded frame, the same drawing as the favicon. */
export function Logo(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 32 32" width="8" height="8" aria-hidden="true" focusable="false" flexShrink={0} {...props}>
      <rect width="32" height="32" rx="8" fill="#A84B28" />
      <path
        d="M16 26V17M16 17l-6.5-4.5M16 17l6.5-4.5M16 17V9.5M10.5 26h11"
        stroke="#FFF6EC"
        strokeWidth="2.2"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="16" cy="8" r="3.3" fill="#FFF6EC" />
      <circle cx="8.5" cy="11.5" r="3.3" fill="#F6C177" />
      <circle cx="23.5" cy="11.5" r="3.3" fill="#F6C177" />
    </chakra.svg>
  );
}
