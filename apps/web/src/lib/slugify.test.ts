import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['Margen de seguridad', 'margen-de-seguridad'],
    ['Ejemplo práctico: la panadería de Marisol', 'ejemplo-practico-la-panaderia-de-marisol'],
    ['¿Qué es el punto de equilibrio?', 'que-es-el-punto-de-equilibrio'],
    ['Razón LTV/COCA y sus bandas', 'razon-ltv-coca-y-sus-bandas'],
    ['Año 2025 — PTU y aguinaldo', 'ano-2025-ptu-y-aguinaldo'],
    ['  ', ''],
  ])('%s → %s', (title, anchor) => {
    expect(slugify(title)).toBe(anchor);
  });
});
