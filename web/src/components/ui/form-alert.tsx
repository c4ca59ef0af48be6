import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A message about the whole form (the server refused, the network failed, or it worked). */
export function FormAlert({ status = 'error', title, children }: { status?: 'error' | 'success' | 'info' | 'warning'; title?: ReactNode; children?: ReactNode }) {
  return (
    <Alert.Root status={status} rounded="md" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
