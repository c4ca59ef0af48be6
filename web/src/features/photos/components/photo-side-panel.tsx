import { Badge, Box, Button, CloseButton, Field, HStack, Portal, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Drawer } from '../../../components/ui/chakra/drawer';
import { Textarea } from '../../../components/ui/chakra/textarea';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { PhotoDetail } from '@heirloom/shared/contracts/photos';
import { PHOTO_DESCRIPTION_MAX } from '@heirloom/shared/contracts/photos-constants';
import { useEffect, useRef, useState, type FormEvent, type MutableRefObject } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LockedFields } from '../../../components/ui/locked-fields';
import { DownloadIcon, TrashIcon } from '../../../components/ui/icons';
import { DocumentIcon } from '../../../components/ui/more-icons';
import { toaster } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { dayText } from '../../../lib/app-dates';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { useDownloadPhoto } from '../api/download-photo';
import { usePhoto } from '../api/photo';
import { useSavePhoto, type PhotoChanges } from '../api/save-photo';
import { useViewer } from '../hooks/viewer';
import { formatDuration } from '../utils/format';
import { checkPhotoDate } from '../utils/photo-date';
import { DateField } from './date-field';
import { DeletePhotoButton } from './delete-photo-button';
import { EventChooser, type EventChoice } from './event-chooser';
import { ImageCorrections } from './image-corrections';
import { photoAlt } from './photo-card';
import { PlaceField, type PlaceChoice } from './place-field';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';
import { ProgressiveImage } from './progressive-image';

interface PhotoSidePanelProps {
  /** The photo to show, or null when the panel is closed. */
  photo: PhotoView | null;
  onClose: () => void;
  /** After the photo was deleted (the lightbox moves on or closes). */
  onDeleted?: (id: string) => void;
}

/**
 * The photo side panel (spec 000 section 2): event, place, date and description with Save;
 * Download, Delete (confirmed), Photo is Document, and Image Correction; who uploaded it when that
 * is someone else. A drawer on the right on larger screens, a full-screen sheet on a phone.
 */
export function PhotoSidePanel({ photo, onClose, onDeleted }: PhotoSidePanelProps) {
  // Whether the form holds changes not saved: closing then asks first, so nothing typed is lost unseen.
  const unsavedRef = useRef<() => boolean>(() => false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const requestClose = () => (unsavedRef.current() ? setAskingToDiscard(true) : onClose());
  // Focus starts on Close, not in the first field: on a phone a focused field opens the keyboard over the form.
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Drawer.Root
        open={photo !== null}
        onOpenChange={(details) => !details.open && requestClose()}
        initialFocusEl={() => closeRef.current}
        placement={{ base: 'bottom', md: 'end' }}
        size={{ base: 'full', md: 'md' }}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content h={{ base: '100dvh', md: '100dvh' }} aria-label="Photo details">
              <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="4" pe="14">
                <Drawer.Title fontFamily="heading" textStyle="xl">
                  Photo details
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body py="4">{photo && <PanelBody key={photo.id} listPhoto={photo} onClose={onClose} onDeleted={onDeleted} unsavedRef={unsavedRef} />}</Drawer.Body>
              <Drawer.CloseTrigger asChild top="3.5">
                <CloseButton ref={closeRef} size="sm" aria-label="Close photo details" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <ConfirmDialog
        open={askingToDiscard}
        onOpenChange={setAskingToDiscard}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        onConfirm={() => {
          setAskingToDiscard(false);
          onClose();
        }}
      >
        The changes you made to this photo are not saved yet. To keep them, go back and press Save.
      </ConfirmDialog>
    </>
  );
}

type UnsavedCheck = MutableRefObject<() => boolean>;

function PanelBody({ listPhoto, onClose, onDeleted, unsavedRef }: { listPhoto: PhotoView; onClose: () => void; onDeleted?: (id: string) => void; unsavedRef: UnsavedCheck }) {
  const detail = usePhoto(listPhoto.id);
  const photo = detail.data ?? listPhoto;
  return (
    <Stack gap="5">
      <ProgressiveImage src={photo.thumbnail_urls['1600']} placeholder={photo.placeholder} alt={photoAlt(photo)} fit="contain" eager h={{ base: '56', md: '64' }} rounded="md" bg="gray.100" />
      {detail.isPending ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading the photo's details">
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="24" />
        </Stack>
      ) : detail.isError ? (
        <FormAlert title="The photo's details could not be loaded">{detail.error.message}</FormAlert>
      ) : (
        <DetailsForm photo={detail.data} onClose={onClose} onDeleted={onDeleted} unsavedRef={unsavedRef} />
      )}
    </Stack>
  );
}

function DetailsForm({ photo, onClose, onDeleted, unsavedRef }: { photo: PhotoDetail; onClose: () => void; onDeleted?: (id: string) => void; unsavedRef: UnsavedCheck }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const save = useSavePhoto();
  const download = useDownloadPhoto();

  const [place, setPlace] = useState<PlaceChoice | null | undefined>(undefined);
  const [event, setEvent] = useState<EventChoice | null | undefined>(undefined);
  const [date, setDate] = useState(photo.date_taken ?? '');
  const [dateError, setDateError] = useState<string | null>(null);
  const [description, setDescription] = useState(photo.description ?? '');

  const isOwner = photo.uploaded_by === viewer.userId;
  // Changing, fixing and converting are for the uploader and the family's admins (deleting stays the uploader's).
  const rights = useFamilyRights();
  const mayChange = isOwner || (rights.ready && rights.mayChange(photo.uploaded_by));
  const locked = rights.ready && !mayChange;
  const isVideo = photo.image_type === 'video';
  const serverDateError = isApiError(save.error) ? save.error.fieldMessage('date_taken') : undefined;
  const dirty = place !== undefined || event !== undefined || date !== (photo.date_taken ?? '') || description.trim() !== (photo.description ?? '');
  useEffect(() => {
    unsavedRef.current = () => dirty && !save.isPending;
    return () => {
      unsavedRef.current = () => false;
    };
  }, [dirty, save.isPending, unsavedRef]);

  const changes = (): PhotoChanges | null => {
    const next: PhotoChanges = {};
    if (place !== undefined) next.location = place ? place.choice : null;
    if (event !== undefined) next.event = event ? ('isNew' in event ? { name: event.name } : { id: event.id }) : null;
    // The date as it came (a camera whose clock was wrong) is not checked again unless it is edited.
    if (date !== (photo.date_taken ?? '')) {
      const checked = checkPhotoDate(date);
      if (!checked.ok) {
        setDateError(checked.message);
        return null;
      }
      if ((checked.value ?? null) !== (photo.date_taken ?? null)) next.date_taken = checked.value;
    }
    const text = description.trim();
    if (text !== (photo.description ?? '')) next.description = text || null;
    return next;
  };

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const next = changes();
    if (!next) return;
    if (Object.keys(next).length === 0) {
      toaster.create({ type: 'info', title: 'Nothing has changed' });
      return;
    }
    save.mutate(
      { id: photo.id, changes: next },
      {
        onSuccess: (saved) => {
          setPlace(undefined);
          setEvent(undefined);
          setDate(saved.date_taken ?? '');
          toaster.create({ type: 'success', title: 'Photo saved' });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="Photo details" noValidate>
    <Stack gap="5">
      {!isOwner && (
        <Text color="fg.muted" textStyle="sm">
          Photo uploaded by <strong>{photo.username ?? 'a family member'}</strong>
        </Text>
      )}
      {!mayChange && rights.ready && (
        <Text color="fg.muted" textStyle="sm" data-testid="not-yours">
          {NOT_YOURS.photo}
        </Text>
      )}
      <LockedFields gap="5" locked={locked}>
        <Field.Root>
          <Field.Label fontWeight="medium">Event</Field.Label>
          <EventChooser initialName={photo.event?.name ?? ''} onChange={setEvent} />
          {!locked && <Field.HelperText>Choose an event, or type a new name to create one with this photo’s date and place.</Field.HelperText>}
        </Field.Root>
        <Field.Root>
          <Field.Label fontWeight="medium">Place</Field.Label>
          <PlaceField initialLabel={photo.location?.formatted_address ?? ''} onChange={setPlace} />
        </Field.Root>
        <DateField
          value={date}
          onChange={(value) => {
            setDate(value);
            if (dateError) setDateError(null);
          }}
          onBlur={() => {
            const checked = date === (photo.date_taken ?? '') ? null : checkPhotoDate(date, () => undefined);
            setDateError(checked && !checked.ok ? checked.message : null);
          }}
          error={dateError ?? serverDateError ?? null}
        />
        <Field.Root>
          <Field.Label fontWeight="medium">Description</Field.Label>
          <Textarea
            value={description}
            onChange={(change) => setDescription(change.target.value)}
            rows={3}
            placeholder="Who is here, what is happening"
            autoresize
            maxH="40"
            maxLength={PHOTO_DESCRIPTION_MAX}
          />
          {/* Said before the limit stops the typing (or cuts a paste), not after. */}
          {description.length > PHOTO_DESCRIPTION_MAX * 0.9 && (
            <Field.HelperText>
              {description.length.toLocaleString('en-US')} of {PHOTO_DESCRIPTION_MAX.toLocaleString('en-US')} characters
            </Field.HelperText>
          )}
        </Field.Root>
      </LockedFields>
      {save.isError && !serverDateError && <FormAlert>{save.error.message}</FormAlert>}
      <HStack gap="2" wrap="wrap">
        {mayChange && (
          <Button type="submit" loading={save.isPending} loadingText="Saving…">
            Save
          </Button>
        )}
        <Button variant="outline" loading={download.isPending} onClick={() => download.mutate(photo.id)}>
          <DownloadIcon /> Download
        </Button>
        {isOwner && (
          <DeletePhotoButton
            photo={photo}
            onDeleted={(id) => {
              onDeleted?.(id);
              onClose();
            }}
            trigger={(ask) => (
              <Button variant="outline" colorPalette="red" onClick={ask}>
                <TrashIcon /> Delete
              </Button>
            )}
          />
        )}
      </HStack>
      {download.isError && <FormAlert>{download.error.message}</FormAlert>}

      {mayChange && !isVideo && (
        <>
          <Separator />
          <ImageCorrections photoId={photo.id} />
          <Separator />
          <Box>
            <Button size="sm" variant="ghost" onClick={() => navigate(`/document/new?image_id=${encodeURIComponent(photo.id)}`)}>
              <DocumentIcon /> Photo is Document
            </Button>
            <Text textStyle="xs" color="fg.muted" mt="1">
              A scan of a certificate, letter or page? Keep it with your documents and sources instead.
            </Text>
          </Box>
        </>
      )}
      <FileFacts photo={photo} />
    </Stack>
    </form>
  );
}

/** What the file says of itself, as Google Photos' info panel gives it: name, size, camera, upload. */
function FileFacts({ photo }: { photo: PhotoDetail }) {
  const megapixels = photo.width * photo.height >= 100_000 ? `${(Math.round((photo.width * photo.height) / 100_000) / 10).toString()} MP` : null;
  const isVideo = photo.image_type === 'video';
  const size = [
    isVideo ? formatDuration(photo.duration_seconds) : null,
    photo.width > 0 ? `${photo.width} × ${photo.height}` : null,
    isVideo ? null : megapixels,
    photo.size_bytes > 0 ? formatBytes(photo.size_bytes, 1) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap="1" color="fg.muted" textStyle="xs" data-testid="file-facts">
      <HStack gap="2" minW="0">
        <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
          {isVideo ? 'Video' : 'Photo'}
        </Badge>
        <Text truncate title={photo.name}>
          {photo.name}
        </Text>
      </HStack>
      {size && <Text>{size}</Text>}
      {photo.camera && <Text>{photo.camera}</Text>}
      <Text>Uploaded {dayText(photo.uploaded_at)}</Text>
    </Stack>
  );
}
