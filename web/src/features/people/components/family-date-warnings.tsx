import { Alert, Box, Stack } from '@chakra-ui/react';
import { useCloseFamily } from '../api/close-family';

/**
 * 'Dates that do not fit' on a person's page: a parent born after their child, a child born after
 * their parent died, as Gramps' Verify tool lists them. Nothing is changed: the dates and links to
 * check are named, and nothing shows while they fit.
 */
export function FamilyDateWarnings({ personId }: { personId: string }) {
  const problems = useCloseFamily(personId).data?.dateProblems ?? [];
  if (problems.length === 0) return null;
  return (
    <Alert.Root as="section" status="warning" rounded="md" aria-label="Dates that do not fit">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Dates that do not fit</Alert.Title>
        <Alert.Description>
          <Stack as="ul" listStyleType="disc" ps="4" mt="1" gap="1">
            {problems.map((problem) => (
              <Box as="li" key={problem}>
                {problem}
              </Box>
            ))}
          </Stack>
          Check these dates, and that each person is linked to the right parents.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
