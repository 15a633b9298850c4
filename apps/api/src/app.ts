import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookRoutes } from './modules/book/book.routes.ts';
import { cashFlowEntryRoutes } from './modules/cash-flow/cash-flow.routes.ts';
import { projectedEntriesRoutes } from './modules/cash-flow/projected.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import {
  fixedCostRoutes,
  productRoutes,
  variableCostLineRoutes,
} from './modules/company-records/resources.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { financialDataRoutes } from './modules/financial-data/financial-data.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { learningRoutes } from './modules/learning/learning.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { publicSiteRoutes } from './modules/public-site/public-site.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app as a plugin tree; server.ts listens, tests call `inject`. */
export async function buildApp({ config, db, mailer, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fails fast instead of holding a connection forever (the web client gives up at 30 s).
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { db });
  await app.register(authPlugin, { db });
  await app.register(openApiPlugin);

  const deps = {
    db,
    config,
    mailer:
      mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
  };
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { prefix: '/api/auth', deps });
  await app.register(companyRoutes, { prefix: '/api/company', db });
  await app.register(productRoutes, { prefix: '/api/products', db });
  await app.register(fixedCostRoutes, { prefix: '/api/fixed-costs', db });
  await app.register(variableCostLineRoutes, { prefix: '/api/variable-cost-lines', db });
  await app.register(cashFlowEntryRoutes, { prefix: '/api/cash-flow/entries', db });
  await app.register(projectedEntriesRoutes, { prefix: '/api/cash-flow/projected', db });
  await app.register(financialDataRoutes, { prefix: '/api/financial-data', db });
  await app.register(dashboardRoutes, { db });
  await app.register(bookRoutes, { db, llm: config.llm });
  await app.register(searchRoutes, { db });
  await app.register(learningRoutes, { prefix: '/api/learning', db });
  await app.register(contactRoutes, { deps: { ...deps, supportEmail: config.supportEmail } });
  await app.register(publicSiteRoutes, { publicUrl: config.publicUrl });
  await app.register(webPlugin, { webDist: config.webDist, publicUrl: config.publicUrl });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
