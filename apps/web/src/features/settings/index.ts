import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/** The settings page (/app/settings), its own chunk; the router places it in the module page. */
export const SettingsPage = lazy(() =>
  retry(() => import('./components/settings-view.tsx')).then(({ SettingsView }) => ({
    default: SettingsView,
  })),
);

export { useAppliedConfig } from './use-applied-config.ts';
