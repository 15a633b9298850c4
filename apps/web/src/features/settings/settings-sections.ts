/**
 * The settings page's sections (spec 001 §2), in order. The chosen one lives in the address
 * (`?seccion=analysis`, as the agents screen links to it); the Spanish names are read too.
 */
export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Perfil', alias: 'perfil' },
  { id: 'notifications', label: 'Notificaciones', alias: 'notificaciones' },
  { id: 'appearance', label: 'Apariencia', alias: 'apariencia' },
  { id: 'dashboard', label: 'Tablero', alias: 'tablero' },
  { id: 'analysis', label: 'Análisis', alias: 'analisis' },
  { id: 'security', label: 'Seguridad', alias: 'seguridad' },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export const SECTION_PARAM = 'seccion';

/** The section an address names; the first (Perfil) when it names none or an unknown one. */
export function parseSection(value: string | null): SettingsSectionId {
  const wanted = value?.trim().toLowerCase() ?? '';
  const found = SETTINGS_SECTIONS.find((s) => s.id === wanted || s.alias === wanted);
  return found?.id ?? 'profile';
}

export const sectionHref = (id: SettingsSectionId) => `/app/settings?${SECTION_PARAM}=${id}`;
