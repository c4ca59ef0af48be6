import { Box, Button } from '@chakra-ui/react';
import { passwordWithConfirmation } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormStack } from '../../../components/ui/form-stack';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useUpdatePassword } from '../api/update-password';
import { afterSignInPath } from '../utils/redirect-to';
import { EntryCard } from './entry-card';
import { PasswordFields } from './password-fields';

/** /update_password: a new password after a reset code (spec 001 section 2), then on to redirect_to. */
export function UpdatePasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useValidatedForm(passwordWithConfirmation, { password: '', verify_password: '' });
  const update = useUpdatePassword();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = form.validate();
    if (!data) return;
    update.mutate(data.password, {
      onSuccess: () => void navigate(afterSignInPath(searchParams), { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.fields.password) form.showErrors(error.fields);
        else setFormError(error.message);
      },
    });
  };

  return (
    <Box maxW="md" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <title>Choose a new password · Heirloom</title>
      <EntryCard title="Choose a new password" lead="You are signed in. Choose the password you will use from now on; other devices will be signed out.">
        <FormStack gap="5" onSubmit={submit} label="Update password">
          {formError && <FormAlert>{formError}</FormAlert>}
          <PasswordFields
            passwordLabel="New password"
            password={form.values.password}
            verifyPassword={form.values.verify_password}
            errors={form.errors}
            onChange={(name, value) => form.setField(name, value)}
          />
          <Button type="submit" size="lg" loading={update.isPending} loadingText="Saving…">
            Save password
          </Button>
        </FormStack>
      </EntryCard>
    </Box>
  );
}
