import { useEffect } from 'react';
import { useUserConfig } from '../../lib/user-config.ts';
import { applySavedConfig } from './apply-config.ts';

/** Applies the saved configuration in this browser whenever it loads (the signed-in shell). */
export function useAppliedConfig(): void {
  const { data } = useUserConfig();
  useEffect(() => {
    if (data) applySavedConfig(data);
  }, [data]);
}
