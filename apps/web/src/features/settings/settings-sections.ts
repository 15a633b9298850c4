import type { TeamRole } from '@caudal/contracts';

/**
 * The settings page's sections (spec 001 §2, issue 20), in order. The chosen one lives in the
 * address (`?seccion=analysis`, as the agents screen links to it); the Spanish names are read too.
 * `hiddenFor` lists the roles that do not see a section (the audit log is not a viewer's).
 */
export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Perfil', alias: 'perfil', hiddenFor: [] },
  { id: 'notifications', label: 'Notificaciones', alias: 'notificaciones', hiddenFor: [] },
  { id: 'appearance', label: 'Apariencia', alias: 'apariencia', hiddenFor: [] },
  { id: 'dashboard', label: 'Tablero', alias: 'tablero', hiddenFor: [] },
  { id: 'analysis', label: 'Análisis', alias: 'analisis', hiddenFor: [] },
  { id: 'team', label: 'Equipo', alias: 'equipo', hiddenFor: [] },
  { id: 'audit', label: 'Historial de cambios', alias: 'historial', hiddenFor: ['viewer'] },
  { id: 'security', label: 'Seguridad', alias: 'seguridad', hiddenFor: [] },
  { id: 'data', label: 'Tus datos', alias: 'datos', hiddenFor: [] },
] as const satisfies readonly {
  id: string;
  label: string;
  alias: string;
  hiddenFor: readonly TeamRole[];
}[];

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export const SECTION_PARAM = 'seccion';

/** The sections a person with `role` sees. */
export function sectionsFor(role: TeamRole) {
  return SETTINGS_SECTIONS.filter((s) => !(s.hiddenFor as readonly TeamRole[]).includes(role));
}

/**
 * The section an address names; the first (Perfil) when it names none, an unknown one or one
 * this role does not see.
 */
export function parseSection(value: string | null, role: TeamRole = 'owner'): SettingsSectionId {
  const wanted = value?.trim().toLowerCase() ?? '';
  const found = sectionsFor(role).find((s) => s.id === wanted || s.alias === wanted);
  return found?.id ?? 'profile';
}

export const sectionHref = (id: SettingsSectionId) => `/app/settings?${SECTION_PARAM}=${id}`;
