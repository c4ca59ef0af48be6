import { Button, type ButtonProps } from '@chakra-ui/react';
import { UPLOAD_REQUIRES_PAID_PLAN } from '@heirloom/shared/uploads';
import { useRef } from 'react';
import { openPlanDialog } from '../../../lib/plan-dialog-store';
import { useAddFiles } from '../hooks/use-add-files';
import { uploadsAllowed } from '../utils/upload-rules';
import { useUploadAccount } from './uploads-provider';

interface FilePickerButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The input's accept filter (shared/uploads ACCEPT_FILTERS). */
  accept: string;
  /** The file input's own name, for assistive technology and tests. */
  inputLabel: string;
}

/**
 * A button that opens the system file chooser. When the plan does not allow uploads the plan
 * dialog opens instead, so nobody picks fifty photos only to be told no.
 */
export function FilePickerButton({ accept, inputLabel, children, ...buttonProps }: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const account = useUploadAccount();
  const addFiles = useAddFiles();
  return (
    <>
      <Button
        {...buttonProps}
        onClick={() => {
          if (!uploadsAllowed(account, Date.now())) openPlanDialog(UPLOAD_REQUIRES_PAID_PLAN);
          else input.current?.click();
        }}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        aria-label={inputLabel}
        hidden
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so choosing the same file again (after a failure) still counts as a change.
          event.currentTarget.value = '';
          addFiles(files);
        }}
      />
    </>
  );
}
