import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { email, phoneNumber, username, type UpdateUserRequest, type UserView } from '@heirloom/shared/contracts/accounts';
import { useState } from 'react';
import * as z from 'zod';
import { FormStack } from '../../../components/ui/form-stack';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useUpdateUser } from '../api/update-user';
import { PendingContact } from './pending-contact';
import { EMPTY_REAUTH, ReauthField, reauthProof, type ReauthValues } from './reauth-field';

/** The profile's own fields, checked with the same rules the server uses. */
export const profileDetailsForm = z.object({
  username,
  email: z.union([email, z.literal('')]),
  phone_number: z.union([phoneNumber, z.literal('')]),
});

const valuesOf = (user: UserView) => ({ username: user.username, email: user.email ?? '', phone_number: user.phone_number ?? '' });

/**
 * Username, e-mail and phone; only what changed is sent. Changing the e-mail or phone asks for the
 * current password (or a code), and a new one waits for the code sent to it (PendingContact).
 */
export function ProfileDetailsForm({ user }: { user: UserView }) {
  const form = useValidatedForm(profileDetailsForm, valuesOf(user));
  const update = useUpdateUser();
  const [reauth, setReauth] = useState<ReauthValues>(EMPTY_REAUTH);
  const [reauthErrors, setReauthErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<{ status: 'success' | 'info' | 'error'; text: string } | null>(null);
  const saved = valuesOf(user);
  const changesLogin = form.values.email.trim() !== saved.email || form.values.phone_number.trim() !== saved.phone_number;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const data = form.validate();
    if (!data) return;
    if (user.email && data.email === '') {
      form.showErrors({ email: ['E-mail must be valid'] });
      return;
    }
    const before = valuesOf(user);
    const changes: UpdateUserRequest = {};
    if (data.username !== before.username) changes.username = data.username;
    if (data.email !== before.email && data.email !== '') changes.email = data.email;
    if (data.phone_number !== before.phone_number) changes.phone_number = data.phone_number;
    if (Object.keys(changes).length === 0) {
      setOutcome({ status: 'info', text: 'Nothing to save: your details are as they were.' });
      return;
    }
    const needsProof = changes.email !== undefined || changes.phone_number !== undefined;
    setReauthErrors({});
    update.mutate(
      { userId: user.user_id, changes: needsProof ? { ...changes, ...reauthProof(user, reauth) } : changes },
      {
        onSuccess: ({ user: after }) => {
          form.reset(valuesOf(after));
          setReauth(EMPTY_REAUTH);
          const waiting = [after.pending_email, after.pending_phone_number].filter(Boolean);
          setOutcome(
            waiting.length
              ? { status: 'info', text: `Saved. We sent a code to ${waiting.join(' and ')}: enter it below to log in with it.` }
              : { status: 'success', text: 'Your details are saved.' },
          );
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

  const confirmed = (text: string, after: UserView) => {
    form.reset(valuesOf(after));
    setOutcome({ status: 'success', text });
  };

  return (
    <Stack gap="5">
      <FormStack gap="4" onSubmit={submit} label="Your details">
        {outcome && <FormAlert status={outcome.status}>{outcome.text}</FormAlert>}
        <FormField label="Username" required errors={form.errors.username} helper="How your family sees you in Heirloom.">
          <Input name="username" autoComplete="nickname" value={form.values.username} onChange={(event) => form.setField('username', event.target.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="E-mail" required={Boolean(user.email)} errors={form.errors.email} helper="You log in with it. A new one needs the code we send to it.">
            <Input
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={form.values.email}
              onChange={(event) => form.setField('email', event.target.value)}
            />
          </FormField>
          <FormField label="Phone" optionalText=" (optional)" errors={form.errors.phone_number} helper="You can log in with a texted code.">
            <Input name="phone_number" type="tel" autoComplete="tel" value={form.values.phone_number} onChange={(event) => form.setField('phone_number', event.target.value)} />
          </FormField>
        </SimpleGrid>
        {changesLogin && <ReauthField user={user} values={reauth} errors={reauthErrors} onChange={(field, value) => setReauth((before) => ({ ...before, [field]: value }))} />}
        <Button type="submit" alignSelf="flex-start" loading={update.isPending} loadingText="Saving…">
          Save details
        </Button>
      </FormStack>
      {/* Outside the details form: each is a form of its own. */}
      <PendingContact user={user} kind="email" onConfirmed={confirmed} />
      <PendingContact user={user} kind="phone" onConfirmed={confirmed} />
    </Stack>
  );
}
