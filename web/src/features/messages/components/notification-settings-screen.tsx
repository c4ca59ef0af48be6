import { Box, Button, Checkbox, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/ui/option-select';
import { Table } from '../../../components/ui/chakra/table';
import { FREQUENCIES, FREQUENCY_LABELS, type MessageType, type NotificationPreference, type UserPreferencesResponse } from '@heirloom/shared/contracts/messages';
import { useRef, useState } from 'react';
import { AppLink } from '../../../components/ui/router-link';
import { useSaveOnLeave } from '../../../hooks/use-save-on-leave';
import { useSavePreferencesAsPageGoes, useSaveUserPreferences, useUserPreferences } from '../api/preferences';
import { BrowserPushControl } from './browser-push-control';

type Row = NotificationPreference;
type Box3 = 'via_email' | 'via_sms' | 'via_web_notification';

/**
 * /notifications (spec 001 section 2, Notification Settings): one row per message type with a
 * frequency and the e-mail, SMS and web-notification boxes; e-mail and SMS are disabled without
 * an address or phone. The whole map is saved when the page is left (spec 001 section 4).
 */
export function NotificationSettingsScreen() {
  const { data, isPending, isError, error } = useUserPreferences();
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
      <title>Notification Settings · Heirloom</title>
      <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
        Notification Settings
      </Heading>
      <Text mt="2" color="fg.muted">
        Choose what Heirloom tells you about, how often, and how. Your choices are saved when you leave this page.
      </Text>
      {isPending ? (
        <Stack mt="6" gap="3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="12" />
          ))}
        </Stack>
      ) : isError ? (
        <Text mt="6" color="fg.error">
          {error.message}
        </Text>
      ) : (
        <PreferencesForm initial={data} />
      )}
    </Container>
  );
}

function PreferencesForm({ initial }: { initial: UserPreferencesResponse }) {
  const [rows, setRows] = useState<Row[]>(initial.preferences);
  const saved = useRef(JSON.stringify(initial.preferences));
  const save = useSaveUserPreferences();
  const saveAsPageGoes = useSavePreferencesAsPageGoes();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const request = () => ({
    preferences: Object.fromEntries(rows.map(({ message_type, frequency, via_email, via_sms, via_web_notification }) => [message_type, { frequency, via_email, via_sms, via_web_notification }])),
    time_zone: timeZone,
  });
  const savedTimeZone = useRef(initial.time_zone);
  const isDirty = () => JSON.stringify(rows) !== saved.current || savedTimeZone.current !== timeZone;
  // What is sent counts as saved at once (a hidden page may send again on pagehide); a failure puts it back.
  const send = (keepalive: boolean) => {
    const [before, beforeZone, sending] = [saved.current, savedTimeZone.current, JSON.stringify(rows)];
    [saved.current, savedTimeZone.current] = [sending, timeZone];
    return (keepalive ? saveAsPageGoes(request()) : save.mutateAsync(request())).catch((error: unknown) => {
      if (saved.current === sending) [saved.current, savedTimeZone.current] = [before, beforeZone];
      throw error;
    });
  };
  useSaveOnLeave({ isDirty, save: () => send(false), saveWhenHidden: () => send(true), describe: () => 'your notification settings' });

  const update = (type: MessageType, change: Partial<Row>) => setRows((current) => current.map((row) => (row.message_type === type ? { ...row, ...change } : row)));
  const wantsWeb = rows.some((row) => row.via_web_notification && row.frequency !== 'never');

  return (
    <Stack mt="6" gap="5">
      {(!initial.has_email || !initial.has_phone) && (
        <Text textStyle="sm" color="fg.muted">
          {!initial.has_email && 'E-mail needs an e-mail address. '}
          {!initial.has_phone && 'Text messages need a phone number. '}
          Add them on your <AppLink to="/profile" color="brand.700">profile</AppLink>.
        </Text>
      )}
      <BrowserPushControl wantsWeb={wantsWeb} fallback={wantsWeb && <BrowserPermission />} />
      <Box display={{ base: 'none', md: 'block' }} borderWidth="1px" borderColor="border.muted" rounded="xl" overflow="hidden" bg="bg.panel">
        <Table.Root size="md">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Message</Table.ColumnHeader>
              <Table.ColumnHeader>How often</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center">E-mail</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center">SMS</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center">Web notification</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.message_type} data-testid={`preference-${row.message_type}`}>
                <Table.Cell fontWeight="medium">{row.pretty_name}</Table.Cell>
                <Table.Cell>
                  <FrequencySelect row={row} onChange={(frequency) => update(row.message_type, { frequency })} />
                </Table.Cell>
                {(['via_email', 'via_sms', 'via_web_notification'] as const).map((field) => (
                  <Table.Cell key={field} textAlign="center">
                    <ChannelBox row={row} field={field} disabled={disabledBox(field, initial)} onChange={(checked) => update(row.message_type, { [field]: checked })} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack display={{ base: 'flex', md: 'none' }} gap="3">
        {rows.map((row) => (
          <Box key={row.message_type} borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" bg="bg.panel">
            <Text fontWeight="semibold">{row.pretty_name}</Text>
            <Box mt="2">
              <FrequencySelect row={row} onChange={(frequency) => update(row.message_type, { frequency })} />
            </Box>
            <HStack mt="3" gap="4" wrap="wrap">
              {(['via_email', 'via_sms', 'via_web_notification'] as const).map((field) => (
                <ChannelBox key={field} row={row} field={field} disabled={disabledBox(field, initial)} withLabel onChange={(checked) => update(row.message_type, { [field]: checked })} />
              ))}
            </HStack>
          </Box>
        ))}
      </Stack>
      {save.isError && (
        <Text color="fg.error" textStyle="sm">
          {save.error.message}
        </Text>
      )}
    </Stack>
  );
}

const BOX_LABELS: Record<Box3, string> = { via_email: 'E-mail', via_sms: 'SMS', via_web_notification: 'Web notification' };

const disabledBox = (field: Box3, initial: UserPreferencesResponse) => (field === 'via_email' && !initial.has_email) || (field === 'via_sms' && !initial.has_phone);

const FREQUENCY_OPTIONS = FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));

function FrequencySelect({ row, onChange }: { row: Row; onChange: (frequency: Row['frequency']) => void }) {
  return (
    <OptionSelect
      size="sm"
      width={{ base: 'full', md: '40' }}
      aria-label={`How often: ${row.pretty_name}`}
      value={row.frequency}
      onValueChange={(frequency) => onChange(frequency as Row['frequency'])}
      options={FREQUENCY_OPTIONS}
    />
  );
}

function ChannelBox({ row, field, disabled, withLabel = false, onChange }: { row: Row; field: Box3; disabled: boolean; withLabel?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root checked={row[field] && !disabled} disabled={disabled} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput aria-label={`${BOX_LABELS[field]}: ${row.pretty_name}`} />
      <Checkbox.Control />
      {withLabel && <Checkbox.Label>{BOX_LABELS[field]}</Checkbox.Label>}
    </Checkbox.Root>
  );
}

/** Web notifications need the browser's permission, asked for on a click (browsers refuse it otherwise). */
function BrowserPermission() {
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported || permission === 'granted') return null;
  return (
    <HStack borderWidth="1px" borderColor="border.muted" bg="bg.subtle" rounded="lg" p="3" gap="3" wrap="wrap">
      <Text textStyle="sm" flex="1" minW="60">
        {permission === 'denied' ? 'This browser blocks notifications from Heirloom. Allow them in the browser’s site settings to see web notifications.' : 'Allow this browser to show Heirloom’s web notifications.'}
      </Text>
      {permission === 'default' && (
        <Button size="sm" variant="outline" onClick={() => void Notification.requestPermission().then(setPermission)}>
          Allow notifications
        </Button>
      )}
    </HStack>
  );
}
