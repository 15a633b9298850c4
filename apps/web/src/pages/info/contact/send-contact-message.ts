import {
  type ContactRequest,
  type ContactResponse,
  ContactResponseSchema,
} from '@caudal/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contact: public, so no session is sent. */
export function sendContactMessage(payload: ContactRequest): Promise<ContactResponse> {
  return apiRequest('/api/contact', {
    method: 'POST',
    body: payload,
    auth: false,
    schema: ContactResponseSchema,
  });
}
