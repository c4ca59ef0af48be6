import { Button, Container, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { PRODUCT_NAME } from '@heirloom/shared/constants';
import { defaultInviteMessage, defaultInviteSubject, INVITE_CONTACTS_MAX, sendInviteRequest, type InviteView } from '@heirloom/shared/contracts/sharing';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { AppLink } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { issuesToFields, isApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/use-validated-form';
import { useSendInvites } from '../api/invites';
import { ShareInviteLink } from './share-invite-link';

/**
 * /invite/email (query person, email): subject, message signed with the username, and one or more
 * invitee e-mails, each checked with the server's own rules before sending (spec 001 section 2).
 */
export function InviteEmailScreen({ username }: { username: string }) {
  const [params] = useSearchParams();
  const person = params.get('person') ?? undefined;
  const [subject, setSubject] = useState(defaultInviteSubject(PRODUCT_NAME));
  const [message, setMessage] = useState(defaultInviteMessage(PRODUCT_NAME, username));
  const [emails, setEmails] = useState<string[]>([params.get('email') ?? '']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<InviteView[] | null>(null);
  const send = useSendInvites();

  const request = () => ({ subject, message, contacts: emails.map((email) => ({ email, ...(person ? { person_version: person } : {}) })) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSent(null);
    const parsed = sendInviteRequest.safeParse(request());
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: ({ invites }) => {
        setSent(invites);
        setEmails(['']);
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
      },
    });
  };

  const setEmail = (index: number, value: string) => setEmails((current) => current.map((email, i) => (i === index ? value : email)));

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <title>Invite your Family · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Invite your Family
      </Heading>
      <Text mt="1" color="fg.muted">
        Relatives you invite see your family's photos and tree, and can help fill it in. It is free for them.
      </Text>
      <SectionCard title="Your invitation" mt="6">
        <FormStack gap="5" onSubmit={submit} label="Invite your Family">
          {sent && (
            <FormAlert status="success">
              {sent.length === 1 ? `Your invite is on its way to ${sent[0]!.email}.` : `Your invites are on their way to ${sent.map((invite) => invite.email).join(', ')}.`}{' '}
              You can follow {sent.length === 1 ? 'it' : 'them'} on{' '}
              <AppLink to="/invites" textDecoration="underline">
                Family &amp; Invites
              </AppLink>
              .
            </FormAlert>
          )}
          {send.error && !isApiError(send.error, 400) && <FormAlert>{send.error.message}</FormAlert>}
          <FormField label="Subject" required errors={errors.subject}>
            <Input name="subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
          </FormField>
          <FormField label="Message" required errors={errors.message}>
            <Textarea name="message" value={message} rows={7} autoresize onChange={(event) => setMessage(event.target.value)} />
          </FormField>
          <Stack gap="3">
            <Text fontWeight="medium">Who to invite</Text>
            {emails.map((email, index) => (
              <HStack key={index} align="flex-start" gap="2">
                <FormField label={`Invitee e-mail ${index + 1}`} required errors={errors[`contacts.${index}.email`]}>
                  <Input
                    name={`email-${index}`}
                    type="email"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder="name@example.com"
                    value={email}
                    onChange={(event) => setEmail(index, event.target.value)}
                  />
                </FormField>
                {emails.length > 1 && (
                  <IconButton aria-label={`Remove invitee ${index + 1}`} variant="ghost" mt="8" onClick={() => setEmails((current) => current.filter((_, i) => i !== index))}>
                    ✕
                  </IconButton>
                )}
              </HStack>
            ))}
            {errors.contacts && <FormAlert>{errors.contacts[0]}</FormAlert>}
            {emails.length < INVITE_CONTACTS_MAX && (
              <Button variant="outline" alignSelf="flex-start" size="sm" onClick={() => setEmails((current) => [...current, ''])}>
                Add another person
              </Button>
            )}
          </Stack>
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={send.isPending} loadingText="Sending…">
              Send Invites
            </Button>
          </HStack>
        </FormStack>
      </SectionCard>
      <ShareInviteLink initialPersonId={person ?? null} />
    </Container>
  );
}
