import { Stack } from '@chakra-ui/react';
import { PASSWORD_HINT } from '@heirloom/shared/contracts/accounts';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import type { FieldErrors } from '../../../lib/use-validated-form';

interface PasswordFieldsProps {
  password: string;
  verifyPassword: string;
  errors: FieldErrors;
  onChange: (field: 'password' | 'verify_password', value: string) => void;
  passwordLabel?: string;
  disabled?: boolean;
}

/** A new password and its confirmation, with the spec's hint under the first. */
export function PasswordFields({ password, verifyPassword, errors, onChange, passwordLabel = 'Password', disabled }: PasswordFieldsProps) {
  return (
    <Stack gap="4">
      <FormField label={passwordLabel} required errors={errors.password} helper={PASSWORD_HINT}>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={password}
          disabled={disabled}
          onChange={(event) => onChange('password', event.target.value)}
        />
      </FormField>
      <FormField label="Verify password" required errors={errors.verify_password}>
        <PasswordInput
          name="verify_password"
          autoComplete="new-password"
          value={verifyPassword}
          disabled={disabled}
          onChange={(event) => onChange('verify_password', event.target.value)}
        />
      </FormField>
    </Stack>
  );
}
