import type { LearningModule } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  completedNote,
  lockedNote,
  minutesLabel,
  moduleNeighbours,
  nextStepOf,
} from './learning-view.ts';

describe('learning view', () => {
  it('labels the button by status, and gives a locked module none', () => {
    expect(actionLabel('completed')).toBe('Revisar');
    expect(actionLabel('in_progress')).toBe('Continuar');
    expect(actionLabel('available')).toBe('Comenzar');
    expect(actionLabel('locked')).toBeNull();
  });

  it('finds the neighbours in path order', () => {
    expect(moduleNeighbours('fundamentals')).toMatchObject({
      position: 1,
      total: 6,
      previous: null,
      next: { title: 'Flujo de caja', route: '/app/cash-flow' },
    });
    expect(moduleNeighbours('planning')).toMatchObject({
      position: 6,
      previous: { route: '/app/profitability' },
      next: null,
    });
  });

  it('writes times in Spanish', () => {
    expect(minutesLabel(45)).toBe('45 min');
    expect(minutesLabel(60)).toBe('1 h');
    expect(minutesLabel(90)).toBe('1 h 30 min');
  });

  it('names the prerequisites still pending', () => {
    const mod = (id: string, status: string, prerequisites: string[] = []) =>
      ({ id, title: id.toUpperCase(), status, prerequisites }) as unknown as LearningModule;
    const modules = [mod('a', 'in_progress'), mod('b', 'completed'), mod('c', 'available')];
    expect(lockedNote(mod('x', 'locked', ['a', 'b', 'c']), modules)).toBe(
      'Se desbloquea al completar A y C.',
    );
  });

  it('asks for the next step that can be done today, never one "Próximamente"', () => {
    const step = (id: string, done: boolean, comingSoon: boolean) => ({
      id,
      kind: 'analysis' as const,
      label: id,
      href: '/app/x',
      done,
      comingSoon,
    });
    const mod = (steps: ReturnType<typeof step>[]) => ({ steps }) as unknown as LearningModule;
    expect(
      nextStepOf(mod([step('a', true, false), step('b', false, true), step('c', false, false)]))
        ?.id,
    ).toBe('c');
    expect(nextStepOf(mod([step('a', true, false), step('b', false, true)]))).toBeNull();
    expect(completedNote(mod([step('a', true, false), step('b', false, true)]))).toBe(
      'Completaste los pasos disponibles; los demás llegan con el módulo.',
    );
    expect(completedNote(mod([step('a', true, false), step('b', true, true)]))).toBe(
      'Completaste todos los pasos.',
    );
  });
});
