import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { verificationCode } from '@heirloom/shared/contracts/accounts';
import { loginIdKind } from '@heirloom/shared/login-id';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as z from 'zod';
import { FormStack } from '../../../components/ui/form-stack';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { AppLink } from '../../../components/ui/router-link';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useLogIn } from '../api/login';
import { useVerifyCode } from '../api/verify';
import { afterSignInPath, safeRedirectTo, withRedirectTo } from '../utils/redirect-to';
import { EntryCard, EntryPage } from './entry-card';

const CODE_LENGTH = 6;
const RESEND_COOLDOWN_S = 30;
const codeForm = z.object({ code: verificationCode });

/** Digits only, at most six: what a 6-digit mask lets through (pasting 'Code: 123 456' works). */
export const toCodeDigits = (raw: string): string => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);

/**
 * /verify/{login_id}?code=&redirect_to=: the one-time code (spec 001 section 2). A right code
 * signs in and goes to redirect_to (or /), or to /update_password after a reset code.
 */
export function VerifyScreen() {
  const { loginId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = safeRedirectTo(searchParams.get('redirect_to'));
  const isReset = searchParams.get('flow') === 'reset';
  const form = useValidatedForm(codeForm, { code: toCodeDigits(searchParams.get('code') ?? '') });
  const verify = useVerifyCode();
  const resend = useResend(loginId, isReset);
  const autoSubmitted = useRef(false);
  // Set before the request goes, not on the next render as verify.isPending is: the sixth digit and an
  // Enter pressed with it are one code, sent once (a second send would find the code used and show a 400).
  const codeSent = useRef(false);
  const channel = loginIdKind(loginId) === 'phone' ? 'text message' : 'e-mail';

  const submit = (code = form.values.code) => {
    if (codeSent.current) return;
    if (!codeForm.safeParse({ code }).success) {
      form.validate();
      return;
    }
    codeSent.current = true;
    verify.mutate(
      { login_id: loginId, code },
      {
        onSuccess: (response) => {
          if (response.status === 'CHANGE_PASSWORD') void navigate(withRedirectTo('/update_password', redirectTo), { replace: true });
          else void navigate(afterSignInPath(searchParams), { replace: true });
        },
        // Spec 001 section 4: the server's message under the code field; loading stops.
        onError: (error) => {
          codeSent.current = false;
          form.showErrors({ code: [error.message] });
        },
      },
    );
  };

  // A link that carries the code (?code=123456) signs in without retyping it.
  useEffect(() => {
    if (autoSubmitted.current || form.values.code.length !== CODE_LENGTH) return;
    autoSubmitted.current = true;
    submit();
    // Only on arrival: later changes are submitted by typing the sixth digit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <EntryPage>
      <title>Enter your code · Heirloom</title>
      <EntryCard
        title="Enter your code"
        lead={
          <>
            We sent a {CODE_LENGTH}-digit code by {channel} to{' '}
            <Text as="strong" color="fg" fontWeight="semibold" wordBreak="break-all">
              {loginId}
            </Text>
            . It expires in 15 minutes.
          </>
        }
      >
        <FormStack
          gap="5"
          label="Verify your code"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label="Verification code" required errors={form.errors.code}>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH + 6}
              placeholder="000000"
              autoFocus
              size="xl"
              fontFamily="mono"
              fontSize="2xl"
              letterSpacing="0.5em"
              textAlign="center"
              value={form.values.code}
              readOnly={verify.isPending}
              onChange={(event) => {
                const code = toCodeDigits(event.target.value);
                form.setField('code', code);
                if (code.length === CODE_LENGTH && code !== form.values.code) submit(code);
              }}
            />
          </FormField>
          <Button type="submit" size="lg" loading={verify.isPending} loadingText="Checking…">
            Verify
          </Button>
        </FormStack>

        <Stack mt="6" gap="3" textStyle="sm" color="fg.muted">
          {resend.error && <FormAlert>{resend.error}</FormAlert>}
          {resend.sent && <FormAlert status="success">We sent a new code. Only the newest code works.</FormAlert>}
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text>
              Didn&apos;t get it? Check your spam folder, or{' '}
              <Button variant="plain" color="brand.700" size="sm" h="auto" p="0" minW="0" fontWeight="semibold" textDecoration="underline" disabled={resend.cooldown > 0 || resend.pending} onClick={resend.send}>
                {resend.cooldown > 0 ? `send a new code in ${resend.cooldown} s` : 'send a new code'}
              </Button>
            </Text>
            <AppLink to={withRedirectTo('/login', redirectTo)} color="brand.700">
              Use a different e-mail or phone
            </AppLink>
          </HStack>
        </Stack>
      </EntryCard>
    </EntryPage>
  );
}

/** 'Send a new code': a login code (or a reset code when recovering a password), 30 s apart. */
function useResend(loginId: string, isReset: boolean) {
  const logIn = useLogIn();
  const reset = useRequestPasswordReset();
  const [cooldown, setCooldown] = useState(0);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const send = () => {
    setSent(false);
    setError(null);
    const handlers = {
      onSuccess: () => {
        setSent(true);
        setCooldown(RESEND_COOLDOWN_S);
      },
      onError: (failure: Error) => setError(failure.message),
    };
    if (isReset) reset.mutate(loginId, handlers);
    else logIn.mutate({ login_id: loginId }, handlers);
  };

  return { send, cooldown, sent, error, pending: logIn.isPending || reset.isPending };
}
