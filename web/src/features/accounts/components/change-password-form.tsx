import { Button } from '@chakra-ui/react';
import { passwordWithConfirmation, type UserView } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import { FormStack } from '../../../components/ui/form-stack';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useUpdateUser } from '../api/update-user';
import { PasswordFields } from './password-fields';
import { EMPTY_REAUTH, ReauthField, reauthProof, type ReauthValues } from './reauth-field';

const EMPTY = { password: '', verify_password: '' };

/**
 * A new password for the profile (POST /user/{id} {password}), after the current one (or a code
 * for accounts without one); other devices are signed out.
 */
export function ChangePasswordForm({ user }: { user: UserView }) {
  const form = useValidatedForm(passwordWithConfirmation, EMPTY);
  const update = useUpdateUser();
  const [reauth, setReauth] = useState<ReauthValues>(EMPTY_REAUTH);
  const [reauthErrors, setReauthErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const data = form.validate();
    if (!data) return;
    setReauthErrors({});
    update.mutate(
      { userId: user.user_id, changes: { password: data.password, ...reauthProof(user, reauth) } },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          setReauth(EMPTY_REAUTH);
          setOutcome({ status: 'success', text: 'Your password is changed. Any other devices you used have been signed out.' });
        },
        onError: (error) => {
          if (isApiError(error)) {
            form.showErrors(error.fields);
            setReauthErrors({ ...(error.fields.current_password ? { current_password: [...error.fields.current_password] } : {}), ...(error.fields.code ? { code: [...error.fields.code] } : {}) });
          }
          setOutcome({ status: 'error', text: error.message });
        },
      },
    );
  };

  return (
    <FormStack gap="4" onSubmit={submit} label="Change password">
      {outcome && <FormAlert status={outcome.status}>{outcome.text}</FormAlert>}
      <ReauthField user={user} values={reauth} errors={reauthErrors} onChange={(field, value) => setReauth((before) => ({ ...before, [field]: value }))} />
      <PasswordFields
        passwordLabel="New password"
        password={form.values.password}
        verifyPassword={form.values.verify_password}
        errors={form.errors}
        onChange={(name, value) => form.setField(name, value)}
      />
      <Button type="submit" alignSelf="flex-start" loading={update.isPending} loadingText="Saving…">
        Change password
      </Button>
    </FormStack>
  );
}
