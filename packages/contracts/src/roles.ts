/** The roles of a company's team (issue 20); the API enforces them on every write. */
export const TEAM_ROLES = ['owner', 'accountant', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Dueño',
  accountant: 'Contador',
  viewer: 'Solo lectura',
};
export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: 'Todo: los datos, los análisis, el equipo y eliminar la empresa.',
  accountant: 'Todos los datos y análisis; no administra el equipo ni elimina la empresa.',
  viewer: 'Consulta todo y no cambia nada.',
};
