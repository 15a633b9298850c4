import { ADVISOR_NAMES, AdvisorRecommendationSchema } from './advisors.ts';
import { ANSWER_MODES, AnalysisCitationSchema } from './analysis.ts';
import { INDUSTRIES } from './auth.ts';
import { chapterNumber, count, ratio, score } from './numbers.ts';
import { ANALYSIS_FREQUENCIES } from './settings.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * The AI agents screen (issue 19; spec 000 §2 "AI agents screen", §3 Agent card and Chat
 * message, 001 §7 the AI service table): six agents with counted metrics, pausing that really
 * stops their scheduled analyses, the multi-agent analysis and the agents' chat.
 */

/** The six cards, in the spec's order: growth, risk, financial advisor, cash flow guardian,
 * report generator, performance optimizer. */
export const AGENT_IDS = ['sofia', 'alex', 'book', 'maya', 'reports', 'diana'] as const;
export type AgentId = (typeof AGENT_IDS)[number];

export const AGENT_NAMES: Record<AgentId, string> = {
  sofia: ADVISOR_NAMES.sofia,
  alex: ADVISOR_NAMES.alex,
  book: 'Asesor financiero',
  maya: ADVISOR_NAMES.maya,
  reports: 'Generador de reportes',
  diana: ADVISOR_NAMES.diana,
};

export const AGENT_STATUSES = ['active', 'processing', 'paused'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
/** 000 §4: active 'Activo', processing 'Procesando', anything else 'Pausado'. */
export const AGENT_STATUS_LABELS: Record<AgentStatus, string> = {
  active: 'Activo',
  processing: 'Procesando',
  paused: 'Pausado',
};

export const AgentCardSchema = z.object({
  id: z.enum(AGENT_IDS),
  name: z.string(),
  /** 'Crecimiento', 'Riesgo', ... */
  role: z.string(),
  description: z.string(),
  status: z.enum(AGENT_STATUSES),
  /** What it does, in Spanish. */
  tasks: z.array(z.string()),
  /** Counted from the stored analyses (no invented accuracy or hours saved). */
  metrics: z.object({
    tasksCompleted: count(),
    recommendations: count(),
    /** ISO timestamp of its last analysis or answer; null when it never ran. */
    lastRun: z.string().nullable(),
  }),
  /** Whether the scheduled analyses include it (the book assistant only answers questions). */
  scheduled: z.boolean(),
  /** The screen that shows its analysis. */
  route: z.string(),
});
export type AgentCard = z.infer<typeof AgentCardSchema>;

/** GET /api/agents/available: the six agents, the header's counted stats and the schedule. */
export const AvailableAgentsSchema = z.object({
  agents: z.array(AgentCardSchema),
  stats: z.object({
    /** Analyses stored this calendar month (Mexico City), every agent. */
    analysesThisMonth: count(),
    recommendationsThisMonth: count(),
    /** Notifications raised for the company this month. */
    alertsThisMonth: count(),
    activeAgents: count(),
    lastAnalysis: z.string().nullable(),
  }),
  schedule: z.object({
    /** The company's choice in the settings' analysis section. */
    frequency: z.enum(ANALYSIS_FREQUENCIES),
    /** When the next scheduled cycle is due (ISO); null when the frequency is manual. */
    nextRunAt: z.string().nullable(),
    /** Agents that ran in the current cycle, of the scheduled ones not paused. */
    cycleDone: count(),
    cycleTotal: count(),
  }),
});
export type AvailableAgents = z.infer<typeof AvailableAgentsSchema>;

export const AgentParamsSchema = z.object({
  agentId: z.enum(AGENT_IDS, { error: 'Ese agente no existe' }),
});
/** PUT /api/agents/:agentId/status. */
export const AgentStatusInputSchema = z.strictObject({
  paused: z.boolean({ error: 'Indica si el agente queda en pausa' }),
});

/** POST /api/agents/multi-agent-analysis (and /api/ai/analyze/business-health): no body needed;
 * the spec's `comprehensive_data` is accepted and ignored, the company's own data is read. */
const figuresObject = (label: string) =>
  z.record(z.string(), z.unknown(), { error: `${label} debe ser un objeto` }).optional();
export const MultiAgentRequestSchema = z
  .strictObject({
    comprehensive_data: figuresObject('comprehensive_data'),
    // The fallback address's body (001 §7).
    financial_metrics: figuresObject('financial_metrics'),
    unit_economics: figuresObject('unit_economics'),
    business_context: figuresObject('business_context'),
  })
  .default({});

export const MultiAgentAnalysisSchema = z.object({
  /** Finance's health score of the company's typical month, 0–100. */
  health_score: score().nullable(),
  health_label: z.string(),
  /** The most important recommendations of every agent, by priority, with citations: 3, 5 or 10 by the person's analysis depth (settings). */
  top_recommendations: z.array(AdvisorRecommendationSchema.extend({ agent: z.enum(AGENT_IDS) })),
  agents: z.array(
    z.object({
      id: z.enum(AGENT_IDS),
      name: z.string(),
      summary: z.string(),
      recommendation_count: count(),
      mode: z.enum(ANSWER_MODES),
      analysis_id: z.string(),
    }),
  ),
  /** Paused agents left out, by name. */
  skipped: z.array(z.string()),
  citations: z.array(AnalysisCitationSchema),
  duration_ms: count(),
});
export const MultiAgentResponseSchema = z.object({
  success: z.literal(true),
  analysis: MultiAgentAnalysisSchema,
  timestamp: z.string(),
});
export type MultiAgentResponse = z.infer<typeof MultiAgentResponseSchema>;

/** GET /api/agents/history?agent=: the company's stored analyses, newest first. */
export const AgentHistoryQuerySchema = z.object({
  agent: z.enum(AGENT_IDS, { error: 'Ese agente no existe' }).optional(),
});
export const AgentHistorySchema = z.object({
  analyses: z.array(
    z.object({
      id: z.string(),
      agent: z.enum(AGENT_IDS),
      agentName: z.string(),
      createdAt: z.string(),
      summary: z.string(),
      recommendations: count(),
      /** 'scheduled' when the agents' schedule ran it, else 'asked'. */
      trigger: z.enum(['asked', 'scheduled']),
    }),
  ),
});
export type AgentHistory = z.infer<typeof AgentHistorySchema>;

export const CHAT_ROLES = ['user', 'agent'] as const;
/** Who may answer in the chat: the six agents and Carlos (prices, margins, costs). */
export const CHAT_AGENTS = [...AGENT_IDS, 'carlos'] as const;
export type ChatAgentId = (typeof CHAT_AGENTS)[number];
export const CHAT_AGENT_NAMES: Record<ChatAgentId, string> = {
  ...AGENT_NAMES,
  carlos: ADVISOR_NAMES.carlos,
};
export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  /** Who answered (null for the owner's messages). */
  agent: z.enum(CHAT_AGENTS).nullable(),
  agentName: z.string().nullable(),
  content: z.string(),
  /** Listed under 'Basado en:'. */
  citations: z.array(AnalysisCitationSchema),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** POST /api/agents/chat. */
export const ChatRequestSchema = z.strictObject({
  message: text('Escribe un mensaje', { label: 'El mensaje', multiline: true })
    .trim()
    .min(1, { error: 'Escribe un mensaje' })
    .max(500, { error: 'El mensaje puede tener como máximo 500 caracteres' }),
});
export const ChatReplySchema = z.object({ question: ChatMessageSchema, reply: ChatMessageSchema });
export type ChatReply = z.infer<typeof ChatReplySchema>;
/** GET /api/agents/chat: the owner's conversation, oldest first (the last 100 messages). */
export const ChatHistorySchema = z.object({ messages: z.array(ChatMessageSchema) });

// --- The AI service's other calls (001 §7) ----------------------------------------------------

const numericText = (name: string) =>
  z
    .string()
    .max(30, { error: `${name} es demasiado largo` })
    .regex(/^-?\d+(\.\d+)?$/, { error: `${name} debe ser un número` })
    .optional();

/**
 * GET /api/ai/health-score: the spec's query (its client's own figures) is checked and
 * accepted; the score is finance's, from the company's typical month.
 */
export const HealthScoreQuerySchema = z.object(
  Object.fromEntries(
    [
      'revenue',
      'expenses',
      'net_profit',
      'cash_flow',
      'ltv',
      'coca',
      'price_per_unit',
      'variable_cost_per_unit',
      'marketing_spend',
      'new_customers',
      'avg_purchase_frequency',
      'retention_months',
    ].map((k) => [k, numericText(k)]),
  ),
);
export const HealthScoreSchema = z.object({
  score: score().nullable(),
  label: z.string(),
  /** Points of each part (0–25); null when it cannot be measured (no products). */
  parts: z.object({
    netMargin: score().nullable(),
    grossMargin: score().nullable(),
    marginOfSafety: score().nullable(),
    contributionMargin: score().nullable(),
  }),
  /** Spanish: what the score was computed from. */
  basis: z.string(),
});
export type HealthScoreView = z.infer<typeof HealthScoreSchema>;

/** POST /api/ai/recommendations/quick: no body needed. */
export const QuickRecommendationsRequestSchema = z
  .strictObject({ context: z.record(z.string(), z.unknown()).optional() })
  .default({});
export const QuickRecommendationsSchema = z.object({
  recommendations: z.array(AdvisorRecommendationSchema),
  basis: z.string(),
});

/** GET /api/ai/benchmarks/:industry. */
export const BenchmarksParamsSchema = z.object({
  industry: z.enum(INDUSTRIES, { error: 'Ese giro no existe' }),
});
export const BenchmarksSchema = z.object({
  industry: z.enum(INDUSTRIES),
  industryLabel: z.string(),
  /** True: the general references, not the industry's own (none with verifiable sources). */
  general: z.boolean(),
  note: z.string(),
  benchmarks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      value: ratio(),
      unit: z.enum(['%', 'x']),
      source: z.string(),
    }),
  ),
});

/** GET /api/ai/kpis/definitions: the book's concepts, each with its formula and chapter. */
export const KpiDefinitionsSchema = z.object({
  definitions: z.array(
    z.object({
      id: z.string(),
      term: z.string(),
      formula: z.string(),
      definition: z.string(),
      chapter: chapterNumber(),
    }),
  ),
});

/** Lowercase words without accents (the chat's keyword choices read them). */
export function questionWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when a word of `words` begins with one of `prefixes`. */
export const hasWordStarting = (words: readonly string[], prefixes: readonly string[]) =>
  words.some((w) => prefixes.some((p) => w.startsWith(p)));

/**
 * Which agent a chat question goes to (issue 19), by the beginnings of its words, in this
 * order: cash → Maya; prices, margins, costs → Carlos; risk, debt → Alex; growth → Sofía;
 * reports → the report generator; indicators, performance → Diana; anything else → the book
 * assistant. The API routes with it; the screen names who is typing with it.
 */
const CHAT_ROUTES: readonly [Exclude<ChatAgentId, 'book'>, readonly string[]][] = [
  ['maya', ['flujo', 'caja', 'efectivo', 'liquidez']],
  ['carlos', ['precio', 'margen', 'cost', 'ltv', 'coca']],
  ['alex', ['riesgo', 'deuda', 'endeud']],
  ['sofia', ['crecer', 'crecimiento', 'crezc', 'expandir', 'expansion']],
  ['reports', ['reporte', 'informe']],
  ['diana', ['indicador', 'rendimiento', 'kpi', 'desempeno']],
];

export function chatAgentFor(question: string): ChatAgentId {
  const words = questionWords(question);
  return CHAT_ROUTES.find(([, prefixes]) => hasWordStarting(words, prefixes))?.[0] ?? 'book';
}
