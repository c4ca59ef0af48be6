import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { ABOVE_PHONE_BAR } from '../../lib/phone-bar';

/**
 * The notices' store and their drawing, loaded with the first notice (see ./toaster). Their distance
 * from the bottom is a variable the toaster sets per width: on a phone notices sit above the bottom
 * bar, and above a full-screen viewer's own toolbar (as Google Photos' snackbars do), where at 1rem
 * they covered its buttons (Restore, Delete forever) for as long as they showed. On wider screens
 * they sit at the bottom left, as Google Photos' do: the right is where side panels keep their
 * buttons (a photo's details: Save, Download, Delete; the uploads list) and the upload status pill.
 */
export const toasterStore = createToaster({
  placement: 'bottom-start',
  pauseOnPageIdle: true,
  offsets: { top: '1rem', left: '1rem', right: '1rem', bottom: 'var(--toaster-lift, 1rem)' },
});


export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toasterStore} insetInline={{ mdDown: '4' }} css={{ '--toaster-lift': { base: ABOVE_PHONE_BAR, md: '1rem' } }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {/* An action of the notice's own, such as Undo after a delete. */}
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
