import { Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { TRIAL_DAYS } from '@heirloom/shared/plans';
import { useRef, type ReactNode } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { useStartFreeTrial } from '../../features/accounts/api/free-trial';
import { canStartTrial } from '../../features/accounts/utils/plan-status';

interface UploadPickerProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  user: UserView;
  accept: string;
  multiple?: boolean;
  inputLabel: string;
  children: ReactNode;
  onChoose: (files: File[]) => void;
}

/**
 * A file chooser for the wizard. A new account has no plan that uploads yet: the free trial is
 * offered right here (no card needed), so the wizard never sends anyone away to start it.
 */
export function UploadPicker({ user, accept, multiple = false, inputLabel, children, onChoose, ...buttonProps }: UploadPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const trial = useStartFreeTrial();
  if (canStartTrial(user)) {
    return (
      <Stack gap="2" align="flex-start">
        <Text textStyle="sm" color="fg.muted">
          Uploads come with the free trial: {TRIAL_DAYS} days of everything Heirloom does, no card needed.
        </Text>
        <Button {...buttonProps} loading={trial.isPending} onClick={() => trial.mutate()}>
          Start my free trial
        </Button>
        {trial.isError && <FormAlert>{trial.error.message}</FormAlert>}
      </Stack>
    );
  }
  return (
    <>
      <Button {...buttonProps} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={inputLabel}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length) onChoose(files);
        }}
      />
    </>
  );
}
