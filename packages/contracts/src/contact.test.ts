import { describe, expect, it } from 'vitest';
import { ContactRequestSchema } from './contact.ts';

const valid = {
  nombre: 'Ana',
  email: 'ana@example.com',
  mensaje: 'Un mensaje de prueba suficientemente largo.',
};

const firstError = (input: unknown) => {
  const result = ContactRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('ContactRequestSchema', () => {
  it('turns blank optional fields into undefined and trims the rest', () => {
    const parsed = ContactRequestSchema.parse({
      ...valid,
      nombre: '  Ana  ',
      empresa: '  ',
      telefono: '',
    });
    expect(parsed).toEqual({ ...valid, empresa: undefined, telefono: undefined });
  });

  it.each([
    [{ ...valid, nombre: ' ' }, 'El nombre es obligatorio'],
    [{ ...valid, mensaje: 'corto' }, 'El mensaje debe tener al menos 10 caracteres'],
    [{ ...valid, telefono: '55 1234 567' }, null],
    [{ ...valid, telefono: '55 1234' }, 'El teléfono debe tener entre 10 y 20 caracteres'],
    [
      { ...valid, telefono: '+52 55 1234 5678 ext' },
      'El teléfono solo admite números, espacios, +, ( ) y guiones',
    ],
    [{ ...valid, mensaje: 'línea uno\nlínea dos\ttab' }, null],
    [
      { ...valid, empresa: 'Mi\nEmpresa' },
      'El nombre de la empresa contiene caracteres no válidos',
    ],
  ])('%j → %s', (input, message) => {
    expect(firstError(input)).toBe(message);
  });
});
