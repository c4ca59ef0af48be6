import { Button, Input, Text } from '@chakra-ui/react';
import { signupRequest } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod';
import { FormStack } from '../../../components/ui/form-stack';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { AppLink } from '../../../components/ui/router-link';
import { MINIMUM_AGE } from '../../../config/site';
import { isApiError } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSignUp } from '../api/signup';
import { safeRedirectTo, withRedirectTo } from '../utils/redirect-to';
import { PasswordFields } from './password-fields';

/** The server's sign-up schema plus the confirmation, with the spec's 'Passwords must match'. */
export const signupForm = signupRequest
  .extend({ verify_password: z.string() })
  .refine((values) => values.password === values.verify_password, { message: 'Passwords must match', path: ['verify_password'] });

const EMPTY = { email: '', username: '', phone_number: '', password: '', verify_password: '' };

/** Sign-up: e-mail, optional name and phone, password twice; a code is then e-mailed. */
export function SignupForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectTo(searchParams.get('redirect_to'));
  // An invitation's landing page passes on the address the invite went to.
  const form = useValidatedForm(signupForm, { ...EMPTY, email: searchParams.get('email') ?? '' });
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const data = form.validate();
    if (!data) return;
    signUp.mutate(
      {
        email: data.email,
        password: data.password,
        ...(data.username ? { username: data.username } : {}),
        ...(data.phone_number ? { phone_number: data.phone_number } : {}),
      },
      {
        onSuccess: (response) => void navigate(withRedirectTo(`/verify/${encodeURIComponent(response.login_id)}`, redirectTo)),
        onError: (error) => {
          // Spec 001 section 8: a refused sign-up shows the server's message.
          setFormError(error.message);
          if (isApiError(error)) form.showErrors(error.fields);
        },
      },
    );
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form.values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setField(name, event.target.value),
  });

  return (
    <FormStack gap="4" onSubmit={submit} label="Sign up">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField label="E-mail" required errors={form.errors.email}>
        <Input {...field('email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
      </FormField>
      <FormField label="Your name" optionalText=" (optional)" errors={form.errors.username} helper="How your family will see you in Heirloom.">
        <Input {...field('username')} autoComplete="name" />
      </FormField>
      <FormField label="Mobile phone" optionalText=" (optional)" errors={form.errors.phone_number} helper="Lets you log in with a code sent by text message.">
        <Input {...field('phone_number')} type="tel" autoComplete="tel" />
      </FormField>
      <PasswordFields
        password={form.values.password}
        verifyPassword={form.values.verify_password}
        errors={form.errors}
        onChange={(name, value) => form.setField(name, value)}
      />
      <Button type="submit" size="lg" loading={signUp.isPending} loadingText="Creating your account…">
        Create account
      </Button>
      <Text textStyle="xs" color="fg.muted">
        By creating an account you agree to the{' '}
        <AppLink to="/terms" color="brand.700">
          Terms of Service
        </AppLink>{' '}
        and the{' '}
        <AppLink to="/privacy" color="brand.700">
          Privacy Policy
        </AppLink>
        . You must be {MINIMUM_AGE} or older.
      </Text>
    </FormStack>
  );
}
