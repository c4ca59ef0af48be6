import { HStack } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { userQueryKey } from '../../features/accounts/api/user';
import { RequireUser } from '../../features/accounts/components/require-user';
import { TrialBanner } from '../../features/accounts/components/trial-banner';
import { UserMenu } from '../../features/accounts/components/user-menu';
import { useFacesRealtime } from '../../features/faces/hooks/use-faces-realtime';
import { GedcomImportNotices } from '../../features/family/components/gedcom-import-notices';
import { MessagesBell } from '../../features/messages/components/messages-bell';
import { usePhotoDownloadStore } from '../../features/photos/stores/photo-download-store';
import { useMessageNotifications } from '../../features/messages/hooks/use-message-notifications';
import { FamilyChangeNotices } from '../../features/sharing/components/family-change-notices';
import { SiteSearch } from '../../features/search/components/site-search';
import { FamilyMoveNotice } from '../../features/sharing/components/family-move-notice';
import { AppShell } from '../../features/shell/components/app-shell';
import { UploadDropOverlay } from '../../features/uploads/components/upload-drop-overlay';
import { UploadsProvider } from '../../features/uploads/components/uploads-provider';
import { useHasUploads, useUploadCounts } from '../../features/uploads/hooks/use-upload-counts';
import { uploadRealtimeLogin, useUploadRealtime } from '../../features/uploads/hooks/use-upload-realtime';
import { useUploadSheet } from '../../features/uploads/stores/upload-sheet';
import type { ProcessedItem } from '../../features/uploads/utils/processed-item';
import { addPhotoToLists } from '../../lib/photo-list-cache';
import { useRealtimeConnection } from '../../lib/realtime-react';
import { useHasBeenTrue } from '../../hooks/use-has-been-true';
import { LazyShellPart } from '../../components/lazy-shell-part';
import { BottomDock } from './bottom-dock';
import { useFamilyPhotos } from './use-family-photos';

/** The uploads list is code the first screen does not need: it loads the first time it is opened. */
const loadUploadSheet = () => import('../../features/uploads/components/upload-sheet').then((module) => module.UploadSheet);

function UploadSheetOnceOpened() {
  const isOpen = useUploadSheet((state) => state.isOpen);
  const wanted = useHasBeenTrue(isOpen);
  return wanted ? <LazyShellPart load={loadUploadSheet} what="The uploads list" shown={isOpen} onDismiss={useUploadSheet.getState().closeSheet} /> : null;
}

/** The floating upload status is drawn only once files have been added: its code loads then. */
const loadUploadStatusPill = () => import('../../features/uploads/components/upload-status-pill').then((module) => module.UploadStatusPill);

function UploadStatusPillOnceUploading() {
  const wanted = useHasBeenTrue(useHasUploads());
  return wanted ? <LazyShellPart load={loadUploadStatusPill} what="The upload status" /> : null;
}

/**
 * The zip of selected photos being prepared: drawn here, outside the page, so it goes on (and the
 * download starts) wherever the user goes meanwhile. Its code loads with the first download.
 */
const loadPhotoDownloadPanel = () => import('../../features/photos/components/photo-download-panel').then((module) => module.PhotoDownloadPanel);

function PhotoDownloadPanelOnceStarted() {
  const wanted = useHasBeenTrue(usePhotoDownloadStore((state) => state.downloadId !== null));
  // Signed out (the shell goes), the zip is forgotten: whoever signs in next in this tab has nothing to follow.
  useEffect(() => () => usePhotoDownloadStore.getState().dismiss(), []);
  return wanted ? <LazyShellPart load={loadPhotoDownloadPanel} what="The download’s progress" /> : null;
}

/** Every protected route: the session guard, then the signed-in shell around the page. */
export function AppLayout() {
  return (
    <RequireUser>
      <SignedInShell />
    </RequireUser>
  );
}

function SignedInShell() {
  const user = useSignedInUser();
  // The realtime channel is for signed-in people; its login names the uploads still awaited.
  useRealtimeConnection(uploadRealtimeLogin);
  useUploadRealtime(useUploadOutcomes());
  useFamilyPhotos();
  useFacesRealtime();
  useMessageNotifications();
  const uploadCounts = useUploadCounts();
  const openUploads = useUploadSheet((state) => state.openSheet);
  return (
    <UploadsProvider account={user}>
      <AppShell
        banner={<TrialBanner user={user} />}
        userMenu={
          <HStack gap="1">
            <SiteSearch accountId={user.user_id} />
            <MessagesBell />
            <UserMenu />
          </HStack>
        }
        uploadCounts={uploadCounts} onShowUploads={openUploads}>
        <FamilyMoveNotice />
        <Outlet />
      </AppShell>
      <UploadDropOverlay />
      <UploadSheetOnceOpened />
      <BottomDock>
        <PhotoDownloadPanelOnceStarted />
        <UploadStatusPillOnceUploading />
      </BottomDock>
      <GedcomImportNotices />
      <FamilyChangeNotices />
    </UploadsProvider>
  );
}

/** How long after a finished upload the user is fetched again, gathering the results that arrive meanwhile. */
const USER_REFRESH_DELAY_MS = 750;

/**
 * What a finished upload changes elsewhere (spec 000 section 4): photos join the photo lists on
 * screen, and the user (has_photos, space used) is fetched again shortly after, once for all the
 * results that arrived meanwhile. The wait is not restarted by each result: during a long upload,
 * whose results never pause, the space used would otherwise stay as it was until the very end.
 */
function useUploadOutcomes(): (item: ProcessedItem | null) => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (item: ProcessedItem | null) => {
      const photo: PhotoView | null = item && 'photo' in item ? item.photo : null;
      if (photo) addPhotoToLists(queryClient, photo);
      // Already due: that fetch reads the server after this result (it is sent once the space is counted).
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }, USER_REFRESH_DELAY_MS);
    },
    [queryClient],
  );
}
