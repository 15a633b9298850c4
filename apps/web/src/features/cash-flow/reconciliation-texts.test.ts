import { describe, expect, it } from 'vitest';
import {
  documentKindLabel,
  pendingSummary,
  proposalsCount,
  scoreLabel,
} from './reconciliation-texts.ts';

describe('reconciliation texts', () => {
  it('names how sure a proposal is', () => {
    expect(scoreLabel(100)).toBe('Muy probable');
    expect(scoreLabel(85)).toBe('Muy probable');
    expect(scoreLabel(84)).toBe('Probable');
    expect(scoreLabel(65)).toBe('Probable');
    expect(scoreLabel(45)).toBe('Posible');
  });

  it('says what each side still has', () => {
    expect(pendingSummary({ proposals: 0, unmatchedBank: 0, unmatchedDocuments: 0 })).toBe(
      'No hay nada por conciliar.',
    );
    expect(pendingSummary({ proposals: 2, unmatchedBank: 1, unmatchedDocuments: 1200 })).toBe(
      '2 propuestas por confirmar · 1 movimiento del banco sin factura · 1,200 CFDI sin movimiento del banco.',
    );
    expect(proposalsCount(1)).toBe('1 propuesta');
  });

  it('names the CFDI by what it is', () => {
    expect(documentKindLabel({ kind: 'document', type: 'income' })).toBe(
      'Factura por cobrar (PPD)',
    );
    expect(documentKindLabel({ kind: 'document', type: 'expense' })).toBe(
      'Factura por pagar (PPD)',
    );
    expect(documentKindLabel({ kind: 'entry', type: 'income' })).toBe('CFDI registrado');
  });
});
