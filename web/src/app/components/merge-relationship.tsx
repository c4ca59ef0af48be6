import { Box, Heading } from '@chakra-ui/react';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { RelationshipAnswer } from '../../features/relationships/components/relationship-answer';

/**
 * The merge screen's "How they are related": two records the tree already relates (a father and
 * his son of the same name) are likely two people, which the reader should see before merging.
 */
export function MergeRelationship({ personId1, personId2 }: { personId1: string; personId2: string }) {
  const user = useSignedInUser();
  return (
    <Box as="section" aria-labelledby="merge-relationship" borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" p="4" data-testid="merge-relationship">
      <Heading id="merge-relationship" as="h2" textStyle="md" fontWeight="semibold" mb="2">
        How they are related
      </Heading>
      <RelationshipAnswer personId={personId2} otherId={personId1} youId={user.person} />
    </Box>
  );
}
