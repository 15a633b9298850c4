import { type ChatMessage, REPORT_TYPE_LABELS, REPORT_TYPES } from '@caudal/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { type LocalTopic, localTopic } from './agents-model.ts';

/** Who signs a reply composed in the browser: never stored, never taken for an agent's. */
export const LOCAL_REPLY_LABEL = 'Respuesta sin conexión';

/**
 * Only a server that cannot be reached (no connection, no answer in time) gets the canned reply:
 * an answer the server did send, even a refusal, is shown as it is. (The same test as the growth
 * screen's; features do not import each other.)
 */
export function serverUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

const REPLIES: Record<LocalTopic, string> = {
  'cash-flow':
    'Para cuidar tu flujo de caja, registra cada entrada y salida de dinero en cuanto ocurra y revisa cada semana cuánto efectivo te queda.\n\nProcura tener una reserva de al menos dos meses de tus costos totales, cobra lo antes posible y acuerda con tus proveedores plazos de pago que no te dejen sin efectivo. El módulo de Flujo de caja te muestra cuántos meses te alcanza lo que tienes.',
  growth:
    'Tres oportunidades de crecimiento que suelen funcionar en un negocio pequeño:\n\n1. Vender más a tus clientes actuales: paquetes, productos complementarios o un programa de recompra.\n2. Llegar a clientes nuevos en tu zona con canales de bajo costo, como redes sociales o alianzas con negocios vecinos.\n3. Mejorar el margen de tus productos más vendidos antes de crecer el volumen.\n\nEl módulo de Crecimiento te deja simular cada escenario con tus cifras.',
  reports: `En el módulo de Reportes puedes generar estos tipos de reporte para 7, 30, 90 o 365 días:\n\n${REPORT_TYPES.map((t) => `• ${REPORT_TYPE_LABELS[t]}`).join('\n')}\n\nCada uno se descarga en PDF, Excel o CSV para compartirlo con tu contador o tus socios.`,
  generic:
    'Una revisión básica para empezar: compara cada mes tus ingresos con tus costos fijos y variables, vigila tu margen de contribución y asegúrate de que el efectivo te alcance para varios meses.\n\nCuando vuelva la conexión, tus agentes podrán responderte con las cifras de tu empresa y las citas del libro.',
};

/**
 * The question and the browser's canned answer, to show in the conversation when the server
 * cannot be reached (spec 000 §8: picked by keyword). Both are kept only on this screen.
 */
export function localExchange(question: string, now: Date = new Date()): ChatMessage[] {
  const createdAt = now.toISOString();
  const stamp = now.getTime();
  return [
    {
      id: `local-q-${stamp}`,
      role: 'user',
      agent: null,
      agentName: null,
      content: question,
      citations: [],
      createdAt,
    },
    {
      id: `local-a-${stamp}`,
      role: 'agent',
      agent: null,
      agentName: LOCAL_REPLY_LABEL,
      content: REPLIES[localTopic(question)],
      citations: [],
      createdAt,
    },
  ];
}

/** A message composed in the browser (not stored on the server). */
export const isLocalMessage = (message: Pick<ChatMessage, 'id'>) => message.id.startsWith('local-');
