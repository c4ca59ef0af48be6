import { Button, HStack, Input, Text } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { loginIdKind } from '@heirloom/shared/login-id';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import type { FieldErrors } from '../../../lib/use-validated-form';
import { useSendReauthCode } from '../api/contact-change';

export interface ReauthValues {
  current_password: string;
  code: string;
}
export const EMPTY_REAUTH: ReauthValues = { current_password: '', code: '' };

/** What the server takes as proof: the current password, or on accounts without one the code. */
export const reauthProof = (user: UserView, values: ReauthValues) =>
  user.has_password ? { current_password: values.current_password } : { code: values.code.trim() };

interface ReauthFieldProps {
  user: UserView;
  values: ReauthValues;
  errors: FieldErrors;
  onChange: (field: keyof ReauthValues, value: string) => void;
}

/**
 * "Is it really you?" before a change to how the account logs in: the current password, or (for
 * people who sign in with Google, Facebook or codes) a code sent to the account's own address.
 */
export function ReauthField({ user, values, errors, onChange }: ReauthFieldProps) {
  const send = useSendReauthCode();
  if (user.has_password) {
    return (
      <FormField label="Current password" required errors={errors.current_password} helper="So nobody else can change how you log in.">
        <PasswordInput name="current_password" autoComplete="current-password" value={values.current_password} onChange={(event) => onChange('current_password', event.target.value)} />
      </FormField>
    );
  }
  const to = user.email ?? user.phone_number ?? '';
  const where = loginIdKind(to) === 'phone' ? 'by text message' : 'by e-mail';
  return (
    <FormField
      label="Code to confirm it is you"
      required
      errors={errors.code}
      helper={send.isSuccess ? `We sent a code to ${to}. It expires in 15 minutes.` : `We send it ${where} to ${to}.`}
    >
      <HStack gap="2" width="full" align="flex-start">
        <Input
          name="reauth_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6 digits"
          value={values.code}
          onChange={(event) => onChange('code', event.target.value)}
          flex="1"
        />
        <Button type="button" variant="outline" loading={send.isPending} loadingText="Sending…" onClick={() => send.mutate()}>
          {send.isSuccess ? 'Send again' : 'Send me a code'}
        </Button>
      </HStack>
      {send.isError && (
        <Text color="fg.error" textStyle="sm">
          {send.error.message}
        </Text>
      )}
    </FormField>
  );
}
