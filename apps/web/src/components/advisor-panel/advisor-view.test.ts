import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { advisorResult, fallsBackToLocal } from './advisor-view.ts';

const citation = {
  chapter: 3,
  chapterTitle: 'Flujo de efectivo',
  title: 'Cuentas por cobrar y por pagar',
  anchor: 'cuentas-por-cobrar-y-por-pagar',
  excerpt: 'Cuentas por cobrar es lo que tus clientes te deben.',
};

describe('advisorResult', () => {
  it('shows the narrative, each recommendation with its impact and timeline, and the passages', () => {
    const result = advisorResult({
      agent: 'Maya',
      timestamp: '2026-11-25T14:00:00.000Z',
      analysis: {
        ai_analysis: 'Tienes $45,000 en caja.',
        recommendations: [
          {
            title: 'Protege tu caja',
            description: 'Te alcanza para menos de 3 meses.',
            priority: 'high',
            impact: 'Más meses de operación',
            timeline: 'Esta semana',
            citations: [citation],
          },
          {
            title: 'Mantén tu reserva',
            description: 'Tu caja está sana.',
            priority: 'low',
            impact: 'Decisiones con tiempo',
            timeline: 'Cada semana',
            citations: [],
          },
        ],
        citations: [citation],
        mode: 'extractive',
        assumed: [],
      },
    });
    expect(result).toMatchObject({ agent: 'Maya', summary: 'Tienes $45,000 en caja.' });
    expect(result.findings).toEqual([
      {
        tone: 'warning',
        priority: 'high',
        title: 'Protege tu caja',
        message:
          'Te alcanza para menos de 3 meses. Impacto: Más meses de operación. Plazo: Esta semana.',
      },
      expect.objectContaining({ tone: 'good', priority: 'low' }),
    ]);
    expect(result.citations).toEqual([citation]);
  });
});

describe('fallsBackToLocal', () => {
  const error = (kind: 'http' | 'network' | 'timeout', status: number) =>
    new ApiError({ kind, status, message: 'x' });
  it('only when the server cannot be reached or fails on its side', () => {
    expect(fallsBackToLocal(error('network', 0))).toBe(true);
    expect(fallsBackToLocal(error('timeout', 0))).toBe(true);
    expect(fallsBackToLocal(error('http', 503))).toBe(true);
    expect(fallsBackToLocal(error('http', 429))).toBe(false);
    expect(fallsBackToLocal(error('http', 400))).toBe(false);
    expect(fallsBackToLocal(new Error('x'))).toBe(false);
  });
});
