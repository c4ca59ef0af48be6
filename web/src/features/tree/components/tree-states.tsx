import { Button, Center, Flex, Heading, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { Dialog } from '../../../components/ui/chakra/dialog';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { UserPlus } from 'lucide-react';
import { TreeIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { FindPerson } from './find-person';

export const EMPTY_TREE_TEXT = 'You have no people in this tree at the moment';

export function TreeLoading({ text = 'Loading the family tree…' }: { text?: string }) {
  return (
    <Center h="full" gap="3" role="status">
      <Spinner color="brand.600" />
      <Text color="fg.muted">{text}</Text>
    </Center>
  );
}

/** The tree has nobody in it: say so, and how people with birth and marriage events make a tree (spec 001). */
export function EmptyTreeDialog() {
  return (
    <Dialog.Root open placement="center" closeOnInteractOutside={false} closeOnEscape={false} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <HStack gap="3">
                <TreeIcon boxSize="6" color="brand.600" />
                <Dialog.Title>{EMPTY_TREE_TEXT}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">
                The tree is drawn from people and their events: a birth joins a child to their parents, a marriage joins a couple. Upload a GEDCOM file from your
                family history program, or add people and give them birth and marriage events.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <LinkButton to="/people" variant="outline">
                Add people
              </LinkButton>
              <LinkButton to="/upload">Upload a GEDCOM file</LinkButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface SelectYourselfProps {
  onChoose: (person: PersonView) => void;
  /** 'Add yourself': a new person named as the account, who is then the user (a relative often is not in the tree yet). */
  onAddSelf: () => void;
  /** The name the new person would get. */
  ownName: string;
  /** Draws the tree around someone else without choosing who the user is. */
  onBrowse: (person: PersonView) => void;
  saving: boolean;
  error: Error | null;
}

/** The user has people but none is them: choose who you are, and the tree centres on you (spec 001). */
export function SelectYourself({ onChoose, onAddSelf, ownName, onBrowse, saving, error }: SelectYourselfProps) {
  // The card is as tall as what it says and grows downwards as the matches appear: near the top, not
  // centred (it would jump up as it grew, and a phone's keyboard covers the lower half of the screen).
  return (
    <Flex justify="center" align="flex-start" h="full" px={{ base: '0', sm: '4' }} pt={{ base: '2', md: '12' }}>
      <Card.Root maxW="lg" w="full">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h2" textStyle="xl">
              Select Yourself
            </Heading>
            <Text color="fg.muted">Which person in your family tree is you? The tree is drawn around you, and “Me” and your relatives’ photo lists follow from it.</Text>
            <FindPerson label="Search for yourself by name" placeholder="Type your name" onChoose={onChoose} autoFocus floating={false} />
            <Stack gap="2" pt="3" borderTopWidth="1px" borderColor="border.muted">
              <Text fontWeight="medium">Not in the tree yet?</Text>
              <Text color="fg.muted" textStyle="sm">
                Add yourself, then add your parents or children from your page to join the family’s people.
              </Text>
              <Button variant="outline" alignSelf="flex-start" onClick={onAddSelf} disabled={saving}>
                <UserPlus /> Add {ownName} to the tree
              </Button>
            </Stack>
            <Stack gap="2" pt="3" borderTopWidth="1px" borderColor="border.muted">
              <Text fontWeight="medium">Just looking?</Text>
              <FindPerson label="Show the tree around someone" placeholder="Type anyone’s name" onChoose={onBrowse} floating={false} />
            </Stack>
            {saving && (
              <HStack role="status">
                <Spinner size="sm" />
                <Text>Saving…</Text>
              </HStack>
            )}
            {error && (
              <Text color="fg.error" role="alert">
                {error.message}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}

export function TreeError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Center h="full" flexDirection="column" gap="3" role="alert" px="4" textAlign="center">
      <Text fontWeight="semibold">Could not load the family tree</Text>
      <Text color="fg.muted">{error.message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Center>
  );
}
