import {
  type ChangePasswordRequest,
  type MessageResponse,
  MessageResponseSchema,
} from '@caudal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(payload: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: payload,
    schema: MessageResponseSchema,
  });
}
