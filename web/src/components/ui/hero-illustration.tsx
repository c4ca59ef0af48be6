import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * Decorative: three snapshots pinned to a family tree. Drawn, not photographed, so it costs a
 * couple of kilobytes and no request.
 */
export function HeroIllustration(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 480 300" overflow="visible" role="presentation" aria-hidden="true" focusable="false" {...props}>
      {/* branches */}
      <path d="M240 290V150M240 190C200 170 140 150 112 80M240 190c40-20 100-40 128-110M240 150V56" stroke="#C7D6BF" strokeWidth="10" strokeLinecap="round" fill="none" />
      <circle cx="240" cy="44" r="36" fill="#E3EBDF" />
      <circle cx="108" cy="58" r="32" fill="#E3EBDF" />
      <circle cx="372" cy="58" r="32" fill="#E3EBDF" />
      <circle cx="176" cy="36" r="18" fill="#EEF3EB" />
      <circle cx="304" cy="36" r="18" fill="#EEF3EB" />
      {/* left snapshot: grandparents */}
      <g transform="rotate(-8 110 150)">
        <rect x="52" y="96" width="116" height="124" rx="6" fill="#fff" stroke="#E6DED3" />
        <rect x="62" y="106" width="96" height="82" rx="3" fill="#F3C6AF" />
        <circle cx="95" cy="136" r="11" fill="#873B21" />
        <circle cx="126" cy="132" r="11" fill="#A84B28" />
        <path d="M78 188c2-20 14-30 17-30s15 10 17 30M108 188c3-22 14-34 18-34s16 12 18 34" fill="#FDF4EF" />
        <rect x="70" y="198" width="60" height="6" rx="3" fill="#D3C7B8" />
      </g>
      {/* right snapshot: a wedding */}
      <g transform="rotate(7 370 150)">
        <rect x="312" y="92" width="116" height="124" rx="6" fill="#fff" stroke="#E6DED3" />
        <rect x="322" y="102" width="96" height="82" rx="3" fill="#A4BD98" />
        <circle cx="356" cy="130" r="10" fill="#3E5535" />
        <circle cx="386" cy="128" r="10" fill="#66301D" />
        <path d="M340 184c2-22 12-32 16-32s14 10 16 32M370 184c3-24 12-36 16-36s16 12 18 36" fill="#FFFCF8" />
        <rect x="330" y="194" width="48" height="6" rx="3" fill="#D3C7B8" />
      </g>
      {/* centre snapshot: a child with a kite */}
      <g transform="rotate(-2 240 200)">
        <rect x="178" y="132" width="124" height="136" rx="6" fill="#fff" stroke="#E6DED3" />
        <rect x="188" y="142" width="104" height="92" rx="3" fill="#FAE4D8" />
        <circle cx="222" cy="196" r="10" fill="#A84B28" />
        <path d="M210 234c2-16 8-24 12-24s10 8 12 24" fill="#C65F36" />
        <path d="M268 156l14 12-14 14-14-14z" fill="#F6C177" />
        <path d="M268 182c-6 14-22 18-36 12" stroke="#7E7264" strokeWidth="1.5" fill="none" />
        <rect x="196" y="246" width="70" height="6" rx="3" fill="#D3C7B8" />
      </g>
    </chakra.svg>
  );
}
