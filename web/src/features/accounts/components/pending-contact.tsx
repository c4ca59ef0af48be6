import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { isApiError } from '../../../lib/api-client';
import { useConfirmContact } from '../api/contact-change';

/**
 * A new e-mail or phone waiting for its code: until the code sent there is entered it is not a
 * login, and the old one still works. Once confirmed, the old address is told (with an undo link).
 */
export function PendingContact({ user, kind, onConfirmed }: { user: UserView; kind: 'email' | 'phone'; onConfirmed: (message: string, user: UserView) => void }) {
  const address = kind === 'email' ? user.pending_email : user.pending_phone_number;
  const confirm = useConfirmContact();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!address) return null;
  const what = kind === 'email' ? 'e-mail' : 'phone number';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(
      { login_id: address, code: code.trim() },
      {
        onSuccess: ({ user: confirmed }) => {
          setCode('');
          onConfirmed(`Your ${what} is now ${address}; you log in with it from now on.`, confirmed);
        },
        onError: (failure) => setError(isApiError(failure) && failure.fields.code ? failure.fields.code[0]! : failure.message),
      },
    );
  };

  return (
    <FormStack gap="3" onSubmit={submit} label={`Confirm your new ${what}`} borderWidth="1px" borderColor="border.emphasized" borderRadius="l2" p="4" bg="bg.subtle">
      <Stack gap="1">
        <Text fontWeight="semibold">Confirm your new {what}</Text>
        <Text color="fg.muted" textStyle="sm">
          We sent a code to <strong>{address}</strong>. Enter it here to log in with it from now on; until then you keep
          logging in with {kind === 'email' ? (user.email ?? 'your current details') : (user.phone_number ?? 'your e-mail')}. No code? Check the
          address, then save it again.
        </Text>
      </Stack>
      <FormField label="Code" errors={error ? [error] : undefined}>
        <HStack gap="2" width="full" align="flex-start">
          <Input name={`${kind}_code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6 digits" value={code} onChange={(event) => setCode(event.target.value)} flex="1" />
          <Button type="submit" loading={confirm.isPending} loadingText="Confirming…">
            Confirm
          </Button>
        </HStack>
      </FormField>
    </FormStack>
  );
}
