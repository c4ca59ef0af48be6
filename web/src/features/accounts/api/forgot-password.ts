import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';

/** POST /forgot_password: e-mails (or texts) a code that leads to choosing a new password. */
export const requestPasswordReset = (loginId: string) => api(endpoints.forgotPassword, { login_id: loginId });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
