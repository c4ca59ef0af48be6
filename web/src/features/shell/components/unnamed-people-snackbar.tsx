import { CloseButton, HStack, Link } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { FaceIcon } from '../../../components/ui/icons';
import { UNNAMED_SNACKBAR_TIMEOUT_MS, unnamedPeopleMessage, useUnnamedPeopleStore } from '../../../lib/unnamed-people-store';

/**
 * 'You have N new unnamed person/people to name' (spec 000 section 2): links to /#unnamed, closes
 * itself after 10 seconds, can be dismissed, and stays out of the way on the home page (which
 * lists the unnamed people itself).
 */
export function UnnamedPeopleSnackbar() {
  const { count, visible, dismiss } = useUnnamedPeopleStore();
  const { pathname } = useLocation();
  const shown = visible && count > 0 && pathname !== '/';

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(dismiss, UNNAMED_SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [shown, count, dismiss]);

  if (!shown) return null;
  return (
    <HStack
      role="status"
      position="fixed"
      zIndex="toast"
      bottom={{ base: '20', md: '6' }}
      left="50%"
      transform="translateX(-50%)"
      w={{ base: 'calc(100% - 2rem)', md: 'auto' }}
      maxW="lg"
      gap="3"
      ps="4"
      pe="2"
      py="2"
      bg="gray.900"
      color="white"
      rounded="lg"
      shadow="lg"
    >
      <FaceIcon />
      <Link asChild color="white" fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px" flex="1" _hover={{ color: 'brand.200' }}>
        <RouterLink to="/#unnamed" onClick={dismiss}>
          {unnamedPeopleMessage(count)}
        </RouterLink>
      </Link>
      <CloseButton size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Dismiss" onClick={dismiss} />
    </HStack>
  );
}
