import { Button, HStack, Image, Separator, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';
import { useFaceAction, type FaceAction } from '../api/faces';
import { useFacePersonNote } from '../hooks/face-person-note';
import { faceLabel } from '../utils/face-geometry';
import { keptApartText } from '../utils/kept-apart';
import { FaceNamePicker } from './face-name-picker';

/**
 * The face menu (spec 001 section 2): choose an existing person, create a new person, edit the
 * person, 'Face is not {person}', forget the face, use it as the person's icon; and why the tree's
 * dates kept the face apart from someone, with 'It is {person}' to link it anyway (issue 30).
 * Opened without a trigger of its own, it is told where the keyboard's focus goes back to on closing.
 */
export function FaceDialog({
  face,
  uploadedBy,
  onClose,
  returnFocusTo,
}: {
  face: FaceView | null;
  /** Who uploaded the face's photo: forgetting a face (for good) is theirs and the admins' to do. */
  uploadedBy: string | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}) {
  const action = useFaceAction();
  const rights = useFamilyRights();
  const run = (next: FaceAction) => action.mutate(next, { onSuccess: onClose });
  const name = face?.person?.name || 'this person';
  const personNote = useFacePersonNote();
  return (
    <Dialog.Root open={face !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" lazyMount unmountOnExit finalFocusEl={returnFocusTo}>
      <DialogFrame maxW="sm">
        {face && (
          <>
            <Dialog.Header>
              <HStack gap="3">
                <Image src={face.thumbnail_url} alt="" boxSize="14" rounded="md" objectFit="cover" />
                <Stack gap="0">
                  <Dialog.Title>{faceLabel(face)}</Dialog.Title>
                  {face.person && personNote?.(face.person.id)}
                </Stack>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {face.kept_apart_from.map((person) => (
                  // The tree's dates kept the face from someone it looks like; the family knows better, in one click.
                  <Stack key={person.id} gap="2" p="3" rounded="md" bg="bg.subtle" data-testid="kept-apart">
                    <Text textStyle="sm">{keptApartText(person)}</Text>
                    <Button size="sm" variant="outline" alignSelf="flex-start" disabled={action.isPending} onClick={() => run({ kind: 'link', face, personId: person.id })}>
                      It is {person.name || 'them'}
                    </Button>
                  </Stack>
                ))}
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
                {rights.mayChange(uploadedBy) ? (
                  <Button variant="ghost" colorPalette="red" justifyContent="flex-start" size="sm" disabled={action.isPending} onClick={() => run({ kind: 'forget', face })}>
                    Forget face
                  </Button>
                ) : (
                  <Text textStyle="xs" color="fg.muted" data-testid="not-yours">
                    {NOT_YOURS.faceToForget}
                  </Text>
                )}
                {action.error && <FormAlert>{action.error.message}</FormAlert>}
              </Stack>
            </Dialog.Body>
          </>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
