import { Box } from '@chakra-ui/react';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A short looping picture of uploading (the spec's 'upload video', drawn instead of downloaded):
 * photos rise from a phone into the family album while a progress bar fills. Still when the
 * visitor asks for reduced motion.
 */
export function UploadAnimation() {
  const still = reducedMotion();
  const rise = (delay: number) =>
    still ? null : (
      <>
        <animateTransform attributeName="transform" type="translate" values="0 0; 0 -92" dur="2.4s" begin={`${delay}s`} repeatCount="indefinite" />
        <animate attributeName="opacity" values="0;1;1;0" keyTimes="0;0.15;0.8;1" dur="2.4s" begin={`${delay}s`} repeatCount="indefinite" />
      </>
    );
  return (
    <Box as="figure" m="0" maxW="22rem" mx="auto">
      <svg viewBox="0 0 240 200" role="img" aria-labelledby="upload-animation-title" width="100%">
        <title id="upload-animation-title">Photos moving from a phone into your family album</title>
        {/* The album */}
        <rect x="60" y="14" width="120" height="62" rx="10" fill="#f3ede4" stroke="#b08d57" strokeWidth="2" />
        <rect x="72" y="24" width="28" height="22" rx="3" fill="#d9c7a7" />
        <rect x="106" y="24" width="28" height="22" rx="3" fill="#c7d6c2" />
        <rect x="140" y="24" width="28" height="22" rx="3" fill="#d6c2c9" />
        <rect x="72" y="52" width="96" height="6" rx="3" fill="#e4dccf" />
        <rect x="72" y="52" width={still ? 96 : 0} height="6" rx="3" fill="#6f8f6a">
          {!still && <animate attributeName="width" values="0;96;96" keyTimes="0;0.85;1" dur="2.4s" repeatCount="indefinite" />}
        </rect>
        {/* The phone */}
        <rect x="92" y="120" width="56" height="72" rx="9" fill="#2f3a45" />
        <rect x="97" y="127" width="46" height="56" rx="4" fill="#f7f4ee" />
        {/* Photos on their way */}
        <g opacity={still ? 1 : 0}>
          <rect x="102" y="140" width="16" height="13" rx="2" fill="#d9c7a7" stroke="#fff" strokeWidth="1.5" />
          {rise(0)}
        </g>
        <g opacity={0}>
          <rect x="122" y="150" width="16" height="13" rx="2" fill="#c7d6c2" stroke="#fff" strokeWidth="1.5" />
          {rise(0.8)}
        </g>
        <g opacity={0}>
          <rect x="112" y="160" width="16" height="13" rx="2" fill="#d6c2c9" stroke="#fff" strokeWidth="1.5" />
          {rise(1.6)}
        </g>
        {/* The upward arrow */}
        <path d="M120 112 V88 M111 97 L120 88 L129 97" stroke="#b08d57" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Box>
  );
}
