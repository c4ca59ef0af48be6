import { Button, Input, Text } from '@chakra-ui/react';
import { loginRequest } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormStack } from '../../../components/ui/form-stack';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { AppLink } from '../../../components/ui/router-link';
import { isApiError } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useLogIn } from '../api/login';
import { afterSignInPath, safeRedirectTo, withRedirectTo } from '../utils/redirect-to';

/**
 * Log in with a login id (e-mail or phone) and a password, or with the login id alone to get a
 * one-time code (spec 001 section 5: the password is optional).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectTo(searchParams.get('redirect_to'));
  const form = useValidatedForm(loginRequest, { login_id: '', password: '' });
  const logIn = useLogIn();
  const [formError, setFormError] = useState<string | null>(null);
  const withPassword = form.values.password !== '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = form.validate();
    if (!data) return;
    logIn.mutate(
      { login_id: data.login_id, ...(data.password ? { password: data.password } : {}) },
      {
        onSuccess: (response) => {
          if (!response.verify_required) {
            void navigate(afterSignInPath(searchParams), { replace: true });
          } else if (redirectTo?.includes('/verify/')) {
            void navigate(redirectTo);
          } else {
            void navigate(withRedirectTo(`/verify/${encodeURIComponent(response.login_id)}`, redirectTo));
          }
        },
        onError: (error) => {
          // Spec 001 section 8: 'Invalid User or Password' is shown on the login field.
          if (isApiError(error, 401)) form.showErrors({ login_id: [error.message] });
          else if (isApiError(error) && Object.keys(error.fields).length > 0) form.showErrors(error.fields);
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <FormStack gap="4" onSubmit={submit} label="Log in">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField label="E-mail or phone number" required errors={form.errors.login_id?.slice(0, 1)}>
        <Input
          name="login_id"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.login_id}
          onChange={(event) => form.setField('login_id', event.target.value)}
        />
      </FormField>
      <FormField
        label="Password"
        optionalText=" (optional)"
        errors={form.errors.password}
        helper="Leave it empty and we will send you a one-time code instead."
      >
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.setField('password', event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" loading={logIn.isPending} loadingText={withPassword ? 'Logging in…' : 'Sending your code…'}>
        {withPassword ? 'Log in' : 'Send me a code'}
      </Button>
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        <AppLink to={withRedirectTo('/forgot_password', redirectTo)} color="brand.700" fontWeight="medium">
          Forgot your password?
        </AppLink>
      </Text>
    </FormStack>
  );
}
