import {
  type ForgotPasswordRequest,
  type MessageResponse,
  MessageResponseSchema,
  type ResetPasswordRequest,
} from '@caudal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestPasswordReset(payload: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: payload,
    auth: false,
    schema: MessageResponseSchema,
  });
}

export function resetPassword(payload: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body: payload,
    auth: false,
    schema: MessageResponseSchema,
  });
}
