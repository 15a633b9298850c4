import type { Queryable } from '../db/client.ts';

/** What a write changed in a company's data. */
export const DATA_KINDS = [
  'company',
  'product',
  'fixed-cost',
  'cost-line',
  'cash-flow-entry',
  // Receivables and payables from imported CFDI, and what settles them (issue 13).
  'fiscal-document',
  'customer-record',
  'unit-economics-scenario',
  // The owner's pricing inputs of a product (target margin, competitor, elasticity, demand).
  'pricing-inputs',
  // The profitability module's investments and the owner's grouping of profit centres.
  'investment',
  'profit-centre-group',
  // The planning module's goals, budget lines and scenarios.
  'goal',
  'budget-line',
  'planning-scenario',
] as const;
export type DataKind = (typeof DATA_KINDS)[number];

/**
 * The events of the app, by name. `company-data-changed` is emitted by every service that writes
 * a company's data (inside the write's transaction when there is one); the learning path records
 * the owner's data steps from it, and the automation rules will evaluate on it.
 */
export type AppEvents = {
  'company-data-changed': {
    companyId: string;
    /** Who made the change. */
    userId: string;
    action: 'created' | 'updated' | 'deleted' | 'imported';
    kinds: readonly DataKind[];
  };
  /** The owner replaced one of their records (the imports learn a recategorized movement). */
  'record-updated': { companyId: string; kind: DataKind; id: string };
};

/** A handler runs in the emitter's transaction (`db`), so its writes commit or roll back with it. */
export type EventHandler<K extends keyof AppEvents> = (
  payload: AppEvents[K],
  context: { db: Queryable },
) => Promise<void>;

export type Events = {
  on: <K extends keyof AppEvents>(name: K, handler: EventHandler<K>) => void;
  /** Runs every handler of `name`, in the order they subscribed, and waits for them. */
  emit: <K extends keyof AppEvents>(
    name: K,
    payload: AppEvents[K],
    context: { db: Queryable },
  ) => Promise<void>;
};

/**
 * In-process and synchronous: a handler's work is part of the request that emitted the event
 * (and of its transaction), so what it records is visible as soon as the response is. Work that
 * must run once across instances, or later, is sent to the job queue from a handler.
 */
export function createEvents(): Events {
  const handlers = new Map<keyof AppEvents, EventHandler<keyof AppEvents>[]>();
  return {
    on(name, handler) {
      const list = handlers.get(name) ?? [];
      list.push(handler as EventHandler<keyof AppEvents>);
      handlers.set(name, list);
    },
    async emit(name, payload, context) {
      for (const handler of handlers.get(name) ?? []) await handler(payload, context);
    },
  };
}
