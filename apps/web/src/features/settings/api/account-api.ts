import type { DeleteAccountRequest } from '@caudal/contracts';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { todayInMexicoCity } from '../../../lib/format.ts';

/** GET /api/account/data-export: the ZIP, saved with the server's file name. */
export async function downloadMyData(): Promise<void> {
  const { blob, filename } = await apiFile('/api/account/data-export', {
    type: 'application/zip',
    // The whole company as JSON and CSV: larger companies take a while.
    timeoutMs: 120_000,
  });
  saveBlob(blob, filename ?? `caudal-mis-datos-${todayInMexicoCity()}.zip`);
}

/** DELETE /api/auth/me {password} (204); a wrong password is a 400 about `password`. */
export function deleteAccount(body: DeleteAccountRequest): Promise<unknown> {
  return apiRequest('/api/auth/me', { method: 'DELETE', body });
}
