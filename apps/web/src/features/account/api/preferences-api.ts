import { type Preferences, PreferencesSchema, type PutPreferences } from '@caudal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { USER_CONFIG_KEY } from '../../../lib/user-config.ts';

const PREFERENCES_KEY = ['auth', 'preferences'] as const;

/** GET /api/auth/preferences: the profile's view over the settings. */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/auth/preferences', { schema: PreferencesSchema, signal }),
  });
}

/**
 * PUT /api/auth/preferences. They are the same settings the settings page edits (email alerts,
 * browser notifications, the analysis frequency), so its cached configuration is read again.
 */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PutPreferences) =>
      apiRequest('/api/auth/preferences', { method: 'PUT', body, schema: PreferencesSchema }),
    onSuccess: (saved: Preferences) => {
      client.setQueryData(PREFERENCES_KEY, saved);
      void client.invalidateQueries({ queryKey: USER_CONFIG_KEY });
    },
  });
}
