import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BankMovement,
  type CfdiCandidate,
  conceptWords,
  hintWords,
  MATCH_THRESHOLD,
  reconcile,
  rfcsIn,
} from './reconciliation.ts';

const bank = (
  id: string,
  date: string,
  amount: number,
  description: string,
  type: BankMovement['type'] = 'income',
): BankMovement => ({
  id,
  date,
  type,
  amountCentavos: amount,
  description,
});

const entry = (
  id: string,
  date: string,
  amount: number,
  name: string,
  extra: Partial<CfdiCandidate> = {},
): CfdiCandidate => ({
  kind: 'entry',
  id,
  uuid: null,
  date,
  type: 'income',
  amountCentavos: amount,
  rfc: null,
  name,
  folio: null,
  ...extra,
});

describe('reconcile', () => {
  it('an exact amount on the same day: 50 + 20 = 70, above the 45 needed', () => {
    const r = reconcile(
      [bank('b1', '2026-10-05', 580_000, 'SPEI RECIBIDO 0041782017')],
      [entry('c1', '2026-10-05', 580_000, 'CLIENTE GRANDE')],
    );
    expect(r.proposals).toEqual([
      {
        bankId: 'b1',
        candidateIds: ['c1'],
        score: 70,
        reasons: ['Mismo importe.', 'Mismo día.'],
        partial: false,
      },
    ]);
    expect(r.unmatchedBankIds).toEqual([]);
    expect(r.unmatchedCandidateIds).toEqual([]);
  });

  it('the counterparty and the folio in the concept raise it: 50 + 20 + 25 (RFC) + 25 (folio) capped at 100', () => {
    const r = reconcile(
      [bank('b1', '2026-10-06', 348_000, 'SPEI ENVIADO PRO010101AA2 FACT B-99', 'expense')],
      [
        entry('c1', '2026-10-05', 348_000, 'CARNES FINAS', {
          type: 'expense',
          rfc: 'PRO010101AA2',
          folio: 'B-99',
        }),
      ],
    );
    expect(r.proposals[0]?.score).toBe(100);
    expect(r.proposals[0]?.reasons).toContain('El concepto trae el RFC PRO010101AA2.');
    // A folio inside a reference number is not the folio: 50 + 20 + 15 (the name) = 85.
    const folio12 = reconcile(
      [bank('b1', '2026-10-05', 348_000, 'SPEI CARNES FINAS REF 1274', 'expense')],
      [entry('c1', '2026-10-05', 348_000, 'CARNES FINAS', { type: 'expense', folio: '12' })],
    );
    expect(folio12.proposals[0]?.score).toBe(85);
  });

  it('a USD invoice paid at the bank’s rate (1.5 % apart) needs the counterparty named', () => {
    // 1,000 USD invoiced at 17.50 = 17,500; the bank paid 17,762.50 at 17.7625.
    const usd = entry('c1', '2026-10-05', 1_750_000, 'ACME INC', { rfc: 'XEXX010101000' });
    expect(
      reconcile([bank('b1', '2026-10-07', 1_776_250, 'DEPOSITO 0099')], [usd]).proposals,
    ).toEqual([]);
    const named = reconcile([bank('b1', '2026-10-07', 1_776_250, 'DEPOSITO ACME INC 0099')], [usd]);
    // 15 (within 3 %) + 20 (2 days) + 15 (name) = 50.
    expect(named.proposals[0]?.score).toBe(50);
  });

  it('amounts 5 % apart, other types or 11 days apart are never proposed', () => {
    const c = entry('c1', '2026-10-05', 100_000, 'CLIENTE');
    expect(reconcile([bank('b1', '2026-10-05', 105_000, 'CLIENTE')], [c]).proposals).toEqual([]);
    expect(
      reconcile([bank('b1', '2026-10-05', 100_000, 'CLIENTE', 'expense')], [c]).proposals,
    ).toEqual([]);
    expect(reconcile([bank('b1', '2026-10-16', 100_000, 'CLIENTE')], [c]).proposals).toEqual([]);
  });

  it('one transfer paying three invoices of one supplier: 1,160 + 2,320 + 580 = 4,060', () => {
    const supplier = { type: 'expense' as const, rfc: 'PRO010101AA2' };
    const r = reconcile(
      [bank('b1', '2026-10-20', 406_000, 'SPEI ENVIADO CARNES FINAS', 'expense')],
      [
        entry('c1', '2026-10-02', 116_000, 'CARNES FINAS', supplier),
        entry('c2', '2026-10-09', 232_000, 'CARNES FINAS', supplier),
        entry('c3', '2026-10-16', 58_000, 'CARNES FINAS', supplier),
        entry('c4', '2026-10-17', 99_000, 'CARNES FINAS', supplier),
      ],
    );
    expect(r.proposals).toHaveLength(1);
    expect([...(r.proposals[0]?.candidateIds ?? [])].sort()).toEqual(['c1', 'c2', 'c3']);
    // 40 (the sum) + 5 (18 days for the oldest) + 15 (the name) = 60.
    expect(r.proposals[0]?.score).toBe(60);
    expect(r.unmatchedCandidateIds).toEqual(['c4']);
  });

  it('part of an open invoice, named by RFC: a partial payment', () => {
    const invoice: CfdiCandidate = {
      kind: 'document',
      id: 'd1',
      uuid: 'AAAAAAAA-0000-4000-8000-000000000001',
      date: '2026-09-20',
      type: 'income',
      amountCentavos: 1_160_000,
      rfc: 'CLI010101AA1',
      name: 'CLIENTE GRANDE',
      folio: 'F-7',
    };
    const r = reconcile(
      [bank('b1', '2026-10-15', 400_000, 'SPEI CLI010101AA1 ANTICIPO')],
      [invoice],
    );
    // 15 (part) + 12 (more than 10 days: counted as 10) + 25 (RFC) = 52.
    expect(r.proposals[0]).toMatchObject({ partial: true, score: 52 });
    // Not named: no proposal for a part payment.
    expect(reconcile([bank('b1', '2026-10-15', 400_000, 'SPEI 123')], [invoice]).proposals).toEqual(
      [],
    );
  });

  it('what the owner confirmed before counts: a trade name tied to the RFC adds 20', () => {
    const c = entry('c1', '2026-10-05', 123_456, 'COMERCIALIZADORA DEL BAJIO', {
      rfc: 'CDB010101AA1',
    });
    // 1,245 against 1,234.56 (0.85 % apart: 15) 10 days later (12): 27, not proposed.
    const far = bank('b1', '2026-10-15', 124_500, 'SPEI RECIBIDO PANBAJIO 0041');
    expect(reconcile([far], [c]).proposals).toEqual([]);
    // After the owner confirmed a 'PANBAJIO' deposit for that RFC: 15 + 12 (10 days) + 20 = 47.
    const taught = new Map([['CDB010101AA1', hintWords('SPEI RECIBIDO PANBAJIO 0041')]]);
    expect(taught.get('CDB010101AA1')).toEqual(['panbajio']);
    const near = bank('b2', '2026-10-15', 124_500, 'SPEI RECIBIDO PANBAJIO 0077');
    expect(reconcile([near], [c], taught).proposals[0]?.score).toBe(47);
  });

  it('two equal deposits and two equal invoices pair by the nearest dates', () => {
    const r = reconcile(
      [bank('b1', '2026-10-03', 50_000, 'DEP'), bank('b2', '2026-10-12', 50_000, 'DEP')],
      [entry('c1', '2026-10-11', 50_000, 'X'), entry('c2', '2026-10-02', 50_000, 'X')],
    );
    expect(r.proposals.map((p) => [p.bankId, p.candidateIds[0]]).sort()).toEqual([
      ['b1', 'c2'],
      ['b2', 'c1'],
    ]);
  });

  it('each movement and each CFDI is in one proposal at most, and every score reaches the threshold', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`);
    const amount = fc.integer({ min: 1, max: 5 }).map((k) => k * 10_000);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(day, amount), { maxLength: 12 }),
        fc.array(fc.tuple(day, amount), { maxLength: 12 }),
        (bs, cs) => {
          const r = reconcile(
            bs.map(([d, a], i) => bank(`b${i}`, d, a, 'DEP')),
            cs.map(([d, a], i) => entry(`c${i}`, d, a, 'X')),
          );
          const bankIds = r.proposals.map((p) => p.bankId);
          const candIds = r.proposals.flatMap((p) => p.candidateIds);
          expect(new Set(bankIds).size).toBe(bankIds.length);
          expect(new Set(candIds).size).toBe(candIds.length);
          expect(r.proposals.every((p) => p.score >= MATCH_THRESHOLD && p.score <= 100)).toBe(true);
          expect(bankIds.length + r.unmatchedBankIds.length).toBe(bs.length);
          expect(candIds.length + r.unmatchedCandidateIds.length).toBe(cs.length);
        },
      ),
    );
  });
});

describe('the concept’s words', () => {
  it('reads RFCs (with Ñ and &) and drops banking words and numbers', () => {
    expect(rfcsIn('SPEI H&E951128469 y PAÑ010101AB1')).toEqual(['H&E951128469', 'PAÑ010101AB1']);
    expect(conceptWords('SPEI RECIBIDO Panadería López REF 0041782017')).toEqual([
      'panaderia',
      'lopez',
    ]);
  });
});
