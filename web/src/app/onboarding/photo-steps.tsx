import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { ACCEPT_FILTERS } from '@heirloom/shared/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { PhotoIcon, UploadIcon, UserIcon } from '../../components/ui/icons';
import { storeSignedInUser } from '../../features/accounts/api/user';
import { UploadList } from '../../features/uploads/components/upload-list';
import { UploadRow } from '../../features/uploads/components/upload-row';
import { useTrackedUploads } from '../../features/uploads/hooks/use-tracked-uploads';
import { processedPhoto } from '../../features/uploads/utils/processed-item';
import { readLocal, writeLocal } from '../../lib/local-storage';
import { createOwnPerson } from './create-own-person';
import { StepHeading } from './gedcom-steps';
import { UploadPicker } from './upload-picker';

/** Remembered between stepe1 and stepe2, so a reload at step 2 still knows which photo is the user's. */
const OWN_PHOTO_KEY = 'heirloom.onboarding.own-photo';

/** stepe1: a photo of the user; once stored it goes on to stepe2. */
export function OwnPhotoStep({ user, onDone }: { user: UserView; onDone: () => void }) {
  const uploads = useTrackedUploads();
  const entry = uploads.entries.at(-1);
  const photo = processedPhoto(entry?.item ?? null);
  useEffect(() => {
    if (entry?.status !== 'complete') return;
    if (photo) writeLocal(OWN_PHOTO_KEY, photo.id);
    onDone();
  }, [entry?.status, photo, onDone]);
  return (
    <Stack gap="4">
      <StepHeading icon={<UserIcon />} title="Upload a photo of yourself">
        A clear photo of your face: Heirloom learns to recognise you in the photos your family adds.
      </StepHeading>
      {(!entry || entry.status === 'error') && (
        <UploadPicker user={user} accept={ACCEPT_FILTERS.photo} inputLabel="Your photo" onChoose={(files) => uploads.add(files.slice(0, 1))} alignSelf="flex-start">
          <UploadIcon /> Choose your photo
        </UploadPicker>
      )}
      {entry && (
        <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border.muted" rounded="lg" overflow="hidden">
          <UploadRow entry={entry} />
        </Box>
      )}
      {entry?.status === 'error' && entry.error && <FormAlert>{entry.error}</FormAlert>}
    </Stack>
  );
}

/** stepe2: the user's name and birth date make them a person of the tree, with their photo. */
export function NameStep({ user, onDone }: { user: UserView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.username);
  const [birthDate, setBirthDate] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, readonly string[]> } | null>(null);
  const photoId = readLocal(OWN_PHOTO_KEY);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError({ message: 'Please enter your name', fields: {} });
    setSaving(true);
    setError(null);
    try {
      storeSignedInUser(queryClient, await createOwnPerson({ name, birthDate, photoId }));
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'accounts' });
      onDone();
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, readonly string[]> }).fields ?? {};
      setError({ message: (failure as Error).message, fields });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="form" gap="4" onSubmit={(event) => void submit(event)}>
      <StepHeading icon={<UserIcon />} title="Tell us about yourself">
        Your name and birth date start your family tree with you in it.
      </StepHeading>
      <FormField label="Your name" required>
        <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
      </FormField>
      <FormField label="Birth date" helper="For example 12 Mar 1980, or just the year" errors={error?.fields.start_date}>
        <Input value={birthDate} onChange={(event) => setBirthDate(event.target.value)} placeholder="12 Mar 1980" />
      </FormField>
      {error && !error.fields.start_date && <FormAlert>{error.message}</FormAlert>}
      <Button type="submit" loading={saving} alignSelf="flex-start">
        Save and continue
      </Button>
    </Stack>
  );
}

/** stepe3: more photos, as many as they like; the wizard's Finish closes it. */
export function MorePhotosStep({ user }: { user: UserView }) {
  const uploads = useTrackedUploads();
  return (
    <Stack gap="4">
      <StepHeading icon={<PhotoIcon />} title="Add more photos">
        Parents, grandparents, holidays, weddings: add the photos you have. You can always add more from Upload.
      </StepHeading>
      <UploadPicker user={user} accept={ACCEPT_FILTERS.photo} multiple inputLabel="More photos" onChoose={(files) => uploads.add(files)} alignSelf="flex-start">
        <UploadIcon /> Choose photos
      </UploadPicker>
      {uploads.entries.length > 0 ? (
        <UploadList entries={uploads.entries} maxH="64" />
      ) : (
        <Text textStyle="sm" color="fg.muted">
          Photos upload in the background: you can finish now and they keep going.
        </Text>
      )}
    </Stack>
  );
}
