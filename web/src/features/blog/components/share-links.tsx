import { HStack, Link, Text } from '@chakra-ui/react';
import { FacebookIcon } from '../../../components/ui/icons';

interface ShareLinksProps {
  url: string;
  title: string;
}

/** Spec 001 section 2: share links to three social networks, each opening the network's own share page. */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const encodedUrl = encodeURIComponent(url);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, icon: <FacebookIcon width="4" height="4" /> },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`, icon: <XMark /> },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`, icon: <LinkedInMark /> },
  ];
  return (
    <HStack gap="2" wrap="wrap" as="nav" aria-label="Share this post">
      <Text textStyle="sm" fontWeight="medium" color="fg.muted" me="1">
        Share
      </Text>
      {networks.map((network) => (
        <Link
          key={network.name}
          href={network.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${network.name} (opens in a new tab)`}
          display="inline-flex"
          alignItems="center"
          gap="2"
          px="3"
          py="1.5"
          rounded="full"
          borderWidth="1px"
          borderColor="border"
          textStyle="sm"
          color="fg"
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        >
          {network.icon}
          {network.name}
        </Link>
      ))}
    </HStack>
  );
}

function XMark() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.3l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.2 4.7H5.4l11.3 14.5Z" />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75ZM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.6 4.78 6V21h-4v-5.05c0-1.2-.02-2.75-1.68-2.75-1.68 0-1.94 1.3-1.94 2.66V21h-4V9.75Z" />
    </svg>
  );
}
