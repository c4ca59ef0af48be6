import { HStack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectYourselfDialog } from '../../components/select-yourself-dialog';

/** 'Select yourself': shown while the user has not said which person of the tree they are. */
export function SelectYourselfCard() {
  return (
    <SectionCard anchor="select-yourself" title="Which person in the tree is you?" bg="brand.50" borderColor="brand.200">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Text color="fg.muted" maxW="xl">
          Pick yourself so Heirloom can show your parents, children and grandparents, and the photos of each of them.
        </Text>
        <SelectYourselfDialog />
      </HStack>
    </SectionCard>
  );
}
