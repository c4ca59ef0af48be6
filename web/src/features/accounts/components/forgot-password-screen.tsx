import { Button, Input, Text } from '@chakra-ui/react';
import { forgotPasswordRequest } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormStack } from '../../../components/ui/form-stack';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { AppLink } from '../../../components/ui/router-link';
import { isApiError } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { safeRedirectTo, withRedirectTo } from '../utils/redirect-to';
import { EntryCard, EntryPage } from './entry-card';

/** /forgot_password: 'Recover Password', one login field; then the code at /verify/{login_id}. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectTo(searchParams.get('redirect_to'));
  const form = useValidatedForm(forgotPasswordRequest, { login_id: '' });
  const reset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = form.validate();
    if (!data) return;
    reset.mutate(data.login_id, {
      onSuccess: () => void navigate(withRedirectTo(`/verify/${encodeURIComponent(data.login_id)}?flow=reset`, redirectTo)),
      onError: (error) => {
        if (isApiError(error) && error.fields.login_id) form.showErrors(error.fields);
        else setFormError(error.message);
      },
    });
  };

  return (
    <EntryPage>
      <title>Recover Password · Heirloom</title>
      <EntryCard title="Recover Password" lead="Enter the e-mail or phone number you log in with. We will send you a code, and then you can choose a new password.">
        <FormStack gap="4" onSubmit={submit} label="Recover password">
          {formError && <FormAlert>{formError}</FormAlert>}
          <FormField label="E-mail or phone number" required errors={form.errors.login_id?.slice(0, 1)}>
            <Input
              name="login_id"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={form.values.login_id}
              onChange={(event) => form.setField('login_id', event.target.value)}
            />
          </FormField>
          <Button type="submit" size="lg" loading={reset.isPending} loadingText="Sending your code…">
            Send me a code
          </Button>
        </FormStack>
        <Text mt="6" textAlign="center" color="fg.muted">
          Remembered it?{' '}
          <AppLink to={withRedirectTo('/login', redirectTo)} color="brand.700" fontWeight="semibold">
            Log in
          </AppLink>
        </Text>
      </EntryCard>
    </EntryPage>
  );
}
