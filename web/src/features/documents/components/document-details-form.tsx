import { Box, Button, Field, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import type { DocumentDetail } from '@heirloom/shared/contracts/photos';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { LockedFields } from '../../../components/ui/locked-fields';
import { DownloadIcon, PhotoIcon, TrashIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { NEW_DOCUMENT_ID } from '../api/document';
import { useDeleteDocuments, useDocumentToPhoto, useSaveDocument } from '../api/document-mutations';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DocumentDetailsFormProps {
  document: DocumentDetail;
  /** For /document/new: the photo being turned into this document. */
  imageId: string | null;
  viewerId: string;
}

/**
 * The document side panel (spec 000 section 2): title, publication, author, Save, download,
 * delete, and 'This is a photo' (only for a document with pages that came from a picture).
 */
export function DocumentDetailsForm({ document, imageId, viewerId }: DocumentDetailsFormProps) {
  const navigate = useNavigate();
  const save = useSaveDocument();
  const remove = useDeleteDocuments();
  const toPhoto = useDocumentToPhoto();
  const [title, setTitle] = useState(document.title);
  const [publication, setPublication] = useState(document.publication ?? '');
  const [author, setAuthor] = useState(document.author ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const isDraft = document.draft;
  const isOwner = document.user_id === viewerId;
  // Changing and converting are for the uploader and the family's admins (deleting stays the uploader's).
  const rights = useFamilyRights();
  const mayChange = isOwner || (rights.ready && rights.mayChange(document.user_id));
  const serverTitleError = isApiError(save.error) ? save.error.fieldMessage('title') : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('A document needs a title');
      return;
    }
    save.mutate(
      { id: isDraft ? NEW_DOCUMENT_ID : document.id, fields: { title: title.trim(), publication: publication.trim(), author: author.trim(), ...(isDraft && imageId ? { image_id: imageId } : {}) } },
      {
        onSuccess: (saved) => {
          toaster.create({ type: 'success', title: isDraft ? 'Saved as a document' : 'Document saved', description: isDraft ? 'It has moved from your photos to your documents.' : undefined });
          if (isDraft) navigate(`/document/${encodeURIComponent(saved.id)}`, { replace: true });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="Document details" noValidate>
      <Stack gap="4">
        {isDraft && (
          <FormAlert status="info" title="Turn this photo into a document">
            Give it a title and save: it moves from your photos to your documents and sources, keeping its date, place and event.
          </FormAlert>
        )}
        <LockedFields gap="4" locked={rights.ready && !mayChange}>
          <Field.Root required invalid={Boolean(titleError ?? serverTitleError)}>
            <Field.Label fontWeight="medium">
              Title <Field.RequiredIndicator />
            </Field.Label>
            <Input value={title} onChange={(event) => (setTitle(event.target.value), setTitleError(null))} placeholder="e.g. Marriage certificate, 1962" />
            {(titleError ?? serverTitleError) && <Field.ErrorText>{titleError ?? serverTitleError}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label fontWeight="medium">Publication</Field.Label>
            <Input value={publication} onChange={(event) => setPublication(event.target.value)} placeholder="e.g. a parish register or a newspaper" />
          </Field.Root>
          <Field.Root>
            <Field.Label fontWeight="medium">Author</Field.Label>
            <Input value={author} onChange={(event) => setAuthor(event.target.value)} placeholder="Who wrote or issued it" />
          </Field.Root>
        </LockedFields>
        {save.isError && !serverTitleError && <FormAlert>{save.error.message}</FormAlert>}
        {!mayChange && rights.ready && (
          <Text color="fg.muted" textStyle="sm" data-testid="not-yours">
            {NOT_YOURS.document}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          {mayChange && (
            <Button type="submit" loading={save.isPending} loadingText="Saving…">
              {isDraft ? 'Save as document' : 'Save'}
            </Button>
          )}
          {isDraft ? (
            <Button variant="outline" onClick={() => navigate(imageId ? `/photo/${encodeURIComponent(imageId)}` : '/photos/strip')}>
              Cancel
            </Button>
          ) : (
            <>
              <Button asChild variant="outline">
                <a href={document.download_url} download={document.name}>
                  <DownloadIcon /> Download
                </a>
              </Button>
              {isOwner && (
                <Button variant="outline" colorPalette="red" onClick={() => setConfirmingDelete(true)}>
                  <TrashIcon /> Delete
                </Button>
              )}
            </>
          )}
        </HStack>
        {!isDraft && document.has_page && document.can_be_photo && mayChange && (
          <>
            <Separator />
            <Box>
              <Button
                size="sm"
                variant="ghost"
                loading={toPhoto.isPending}
                onClick={() =>
                  toPhoto.mutate(document.id, {
                    onSuccess: (photo) => {
                      toaster.create({ type: 'success', title: 'Moved back to your photos' });
                      navigate(`/photo/${encodeURIComponent(photo.id)}`, { replace: true });
                    },
                  })
                }
              >
                <PhotoIcon /> This is a photo
              </Button>
              <Text textStyle="xs" color="fg.muted" mt="1">
                Not a document after all? Move it back to your photos.
              </Text>
              {toPhoto.isError && <FormAlert>{toPhoto.error.message}</FormAlert>}
            </Box>
          </>
        )}
      </Stack>
      <ConfirmDialog
        confirmLabel="Delete"
        busyLabel="Deleting…"
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this document?"
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          remove.mutate([document.id], {
            onSuccess: () => {
              setConfirmingDelete(false);
              toaster.create({ type: 'success', title: 'Document deleted' });
              navigate('/documents', { replace: true });
            },
          })
        }
      >
        “{document.title || document.name}” and its file will be removed from Heirloom. This cannot be undone.
      </ConfirmDialog>
    </form>
  );
}
