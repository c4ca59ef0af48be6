import { HStack, Stack, Text } from '@chakra-ui/react';
import { FaceIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { useUnnamedPeople } from '../api/unnamed-people';

/**
 * The people list's card for faces not assigned to anyone (spec 001 section 2): to the strip of
 * photos whose faces have no person yet, and to the home page's people to name. Shown once the user
 * has photos, or when their family's photos have faces to name (a relative who joined and uploaded
 * nothing is asked to name them on home too).
 */
export function UnassignedFacesCard({ hasPhotos }: { hasPhotos: boolean }) {
  const unnamed = useUnnamedPeople().data?.people.length ?? 0;
  if (!hasPhotos && unnamed === 0) return null;
  return (
    <HStack gap="4" p="4" mb="4" borderWidth="1px" borderColor="border" rounded="lg" bg="bg.panel" align={{ base: 'flex-start', sm: 'center' }} flexDirection={{ base: 'column', sm: 'row' }}>
      <HStack gap="3" flex="1">
        <FaceIcon width="7" height="7" color="brand.600" flexShrink={0} />
        <Stack gap="0">
          <Text fontWeight="semibold">Faces without a name</Text>
          <Text textStyle="sm" color="fg.muted">
            {unnamed > 0 ? `${unnamed === 1 ? '1 person' : `${unnamed} people`} found in your photos ${unnamed === 1 ? 'is' : 'are'} waiting for a name.` : 'Photos with faces nobody has named yet.'}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2">
        {unnamed > 0 && (
          <LinkButton to="/#unnamed" size="sm">
            Name them
          </LinkButton>
        )}
        <LinkButton to="/photos/strip?person=none" size="sm" variant="outline">
          See the photos
        </LinkButton>
      </HStack>
    </HStack>
  );
}
