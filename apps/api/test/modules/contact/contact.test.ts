import { ContactResponseSchema } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp, useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// The app's own mailer: with no SMTP configured, mail lands in mail_outbox.
const t = useTestApp({ mail: 'outbox' });

const valid = {
  nombre: 'Lucía Hernández',
  email: 'Lucia@Panaderia.example',
  empresa: 'Panadería La Espiga',
  telefono: '+52 (222) 123-4567',
  mensaje: 'Hola, quiero saber si Caudal sirve para una panadería con dos sucursales.',
};

const send = (payload: unknown, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: ip,
  });

type Stored = {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  ip: string | null;
};
type Outbox = { to: string; subject: string; body: string };

async function storedMessage(reference: string) {
  const { rows } = await t.database.db.execute<Stored>(
    sql`SELECT name, email, company, phone, message, ip FROM contact_messages
        WHERE reference = ${reference}`,
  );
  return rows[0];
}

async function outboxFor(reference: string) {
  const { rows } = await t.database.db.execute<Outbox>(
    sql`SELECT "to", subject, body FROM mail_outbox WHERE subject LIKE ${`Contacto ${reference}:%`}`,
  );
  return rows;
}

describe('POST /api/contact', () => {
  it('stores the message with the IP and forwards it to the support mailbox (outbox)', async () => {
    const ip = nextIp();
    const body = expectBody(await send(valid, ip), 201, ContactResponseSchema);
    // An opaque folio: random letters and digits, not the message's number.
    expect(body).toEqual({ success: true, reference: expect.stringMatching(/^CAU-[0-9A-Z]{8}$/) });
    const second = expectBody(await send(valid, nextIp()), 201, ContactResponseSchema);
    expect(second.reference).not.toBe(body.reference);

    expect(await storedMessage(body.reference)).toEqual({
      name: 'Lucía Hernández',
      email: 'lucia@panaderia.example',
      company: 'Panadería La Espiga',
      phone: '+52 (222) 123-4567',
      message: valid.mensaje,
      ip,
    });

    const mails = await outboxFor(body.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('soporte@caudal.mx');
    expect(mails[0]?.subject).toBe(`Contacto ${body.reference}: Lucía Hernández`);
    expect(mails[0]?.body).toContain('Correo: lucia@panaderia.example');
    expect(mails[0]?.body).toContain('Empresa: Panadería La Espiga');
    expect(mails[0]?.body).toContain(valid.mensaje);
  });

  it('accepts the optional fields missing or blank, and stores them as null', async () => {
    const res = await send({ ...valid, empresa: '', telefono: '   ' });
    const row = await storedMessage(expectBody(res, 201, ContactResponseSchema).reference);
    expect(row?.company).toBeNull();
    expect(row?.phone).toBeNull();
    const { empresa: _e, telefono: _p, ...required } = valid;
    expect((await send(required)).statusCode).toBe(201);
  });

  it.each([
    [{ ...valid, nombre: '' }, 'El nombre es obligatorio'],
    [{ ...valid, nombre: 'A' }, 'El nombre debe tener al menos 2 caracteres'],
    [{ ...valid, nombre: 'x'.repeat(101) }, 'El nombre no puede tener más de 100 caracteres'],
    [{ ...valid, email: 'no-es-correo' }, 'Ingresa un correo electrónico válido'],
    [{ ...valid, mensaje: 'Hola' }, 'El mensaje debe tener al menos 10 caracteres'],
    [{ ...valid, mensaje: 'x'.repeat(2001) }, 'El mensaje no puede tener más de 2000 caracteres'],
    [{ ...valid, telefono: '12345' }, 'El teléfono debe tener entre 10 y 20 caracteres'],
    [
      { ...valid, telefono: '222-ABC-4567' },
      'El teléfono solo admite números, espacios, +, ( ) y guiones',
    ],
    [{ ...valid, nombre: 'Ana\r\nBcc: x@y.z' }, 'El nombre contiene caracteres no válidos'],
    [{ ...valid, mensaje: 'Hola\u0000 mundo cruel' }, 'El mensaje contiene caracteres no válidos'],
  ])('refuses %j with a Spanish detail', async (payload, detail) => {
    expectDetail(await send(payload), 400, detail);
  });

  it('missing required fields and unknown fields are 400, never stored', async () => {
    const before = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM contact_messages`,
    );
    expectDetail(await send({ email: valid.email }), 400, 'El nombre es obligatorio');
    expectDetail(await send({ ...valid, admin: true }), 400, /admin/);
    const after = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM contact_messages`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('odd input never becomes a 500', async () => {
    const odd: unknown[] = [
      { ...valid, nombre: 42 },
      { ...valid, mensaje: ['a'] },
      { ...valid, empresa: null },
      { ...valid, telefono: {} },
      { ...valid, nombre: '\ud800\ud800' },
      { ...valid, mensaje: `${'😀'.repeat(600)}` },
      { ...valid, nombre: '<script>alert(1)</script>' },
    ];
    for (const payload of odd) {
      const res = await send(payload);
      if (res.statusCode === 201) expectBody(res, 201, ContactResponseSchema);
      else expectDetail(res, 400);
    }
  });

  it('allows 5 messages per hour and IP, then answers 429 in Spanish', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    expectDetail(await send(valid, ip), 429, /^Demasiados intentos\. Espera \d+ minutos?/);
    // Another visitor is not affected.
    expect((await send(valid, nextIp())).statusCode).toBe(201);
  });

  it('is published in the OpenAPI document under the contact tag', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths['/api/contact']?.post?.tags).toEqual(['contact']);
  });
});
