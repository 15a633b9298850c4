import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '@caudal/contracts';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Caudal <no-responder@caudal.mx>'),
  SUPPORT_EMAIL: z.string().default('soporte@caudal.mx'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Development only: lets webhooks reach loopback, private and link-local addresses, and http. */
  /** Seconds before a failed webhook is tried again (doubling each time). */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST: z.string().optional(),
  DEMO_SANDBOXES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
});

/** An OpenAI-compatible chat-completions endpoint that writes the assistant's answers. */
export type LlmConfig = { baseUrl: string; model: string; apiKey: string; timeoutMs: number };

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  /** Demo sign-ins (each a new sandbox company) allowed per IP and hour. */
  demoSandboxesPerHour: number;
  /** Sign-ups a client address may make in an hour (the browser tests raise it). */
  registrationsPerHour: number;
  /** Null unless LLM_BASE_URL, LLM_MODEL and LLM_API_KEY are all set. */
  llm: LlmConfig | null;
  /** Webhooks may reach private addresses over http (development; never in production). */
  webhooksAllowPrivate: boolean;
  webhookRetrySeconds: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuración inválida en ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    // npm runs workspace scripts inside apps/api; relative paths mean the folder npm was run from.
    dataDir: resolve(base, e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST
      ? resolve(base, e.WEB_DIST)
      : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    demoSandboxesPerHour: e.DEMO_SANDBOXES_PER_HOUR,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    webhookRetrySeconds: e.WEBHOOK_RETRY_SECONDS,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL && e.LLM_API_KEY
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''),
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : null,
  };
}
