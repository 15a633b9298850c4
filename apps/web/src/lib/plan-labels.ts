import type { SubscriptionPlan } from '@caudal/contracts';

export const PLAN_LABELS: Record<SubscriptionPlan, string> = {
  trial: 'Prueba gratuita',
  demo: 'Demo',
  basic: 'Básico',
  pro: 'Pro',
};

export const DEMO_SANDBOX_NOTE =
  'Cuenta demo: es un espacio de prueba con datos de ejemplo que se borra 24 horas después de crearse.';

/** The same note, short enough for the sidebar's user card. */
export const DEMO_SANDBOX_SHORT_NOTE =
  'Espacio de prueba con datos de ejemplo: se borra 24 horas después de crearse.';
