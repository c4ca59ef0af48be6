import { Button, CloseButton, HStack, Image, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { useFaceAction, type FaceAction } from '../api/faces';
import { useFacePersonNote } from '../hooks/face-person-note';
import { faceLabel } from '../utils/face-geometry';
import { FaceNamePicker } from './face-name-picker';

/**
 * The face menu (spec 001 section 2): choose an existing person, create a new person, edit the
 * person, 'Face is not {person}', forget the face, use it as the person's icon.
 */
export function FaceDialog({ face, onClose }: { face: FaceView | null; onClose: () => void }) {
  const action = useFaceAction();
  const run = (next: FaceAction) => action.mutate(next, { onSuccess: onClose });
  const name = face?.person?.name || 'this person';
  const personNote = useFacePersonNote();
  return (
    <Dialog.Root open={face !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="sm">
            {face && (
              <>
                <Dialog.Header>
                  <HStack gap="3">
                    <Image src={face.thumbnail_url} alt="" boxSize="14" rounded="md" objectFit="cover" />
                    <Stack gap="0">
                      <Dialog.Title>{faceLabel(face)}</Dialog.Title>
                      {face.person && personNote?.(face.person.id)}
                      {face.kept_apart_from.length > 0 && (
                        <Text textStyle="xs" color="fg.muted">
                          Looks like {face.kept_apart_from.map((person) => person.name || 'an unnamed person').join(', ')}, but the photo's date is outside their life.
                        </Text>
                      )}
                    </Stack>
                  </HStack>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <FaceNamePicker
                      autoFocus
                      busy={action.isPending}
                      placeholder={face.person ? 'Someone else? Type a name' : 'Type a name'}
                      exclude={face.person_id ? [face.person_id] : []}
                      onChoose={(person) => run({ kind: 'link', face, personId: person.id })}
                      onCreate={(typed) => run({ kind: 'create', face, name: typed })}
                    />
                    {face.person && (
                      <>
                        <Separator />
                        <Stack gap="1">
                          <Button asChild variant="ghost" justifyContent="flex-start" size="sm">
                            <RouterLink to={`/person/${face.person.id}/details`}>Edit person</RouterLink>
                          </Button>
                          <Button variant="ghost" justifyContent="flex-start" size="sm" disabled={action.isPending} onClick={() => run({ kind: 'icon', face })}>
                            Use as person icon
                          </Button>
                          <Button variant="ghost" justifyContent="flex-start" size="sm" disabled={action.isPending} onClick={() => run({ kind: 'unlink', face })}>
                            Face is not {name}
                          </Button>
                        </Stack>
                      </>
                    )}
                    <Separator />
                    <Button variant="ghost" colorPalette="red" justifyContent="flex-start" size="sm" disabled={action.isPending} onClick={() => run({ kind: 'forget', face })}>
                      Forget face
                    </Button>
                    {action.error && <FormAlert>{action.error.message}</FormAlert>}
                  </Stack>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
