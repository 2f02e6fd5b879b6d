import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { Queue } from 'bull';
import compression from 'compression';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { RequestMessages } from '@dct/contracts';
import { AllExceptionsFilter, toErrorBody } from './common/all-exceptions.filter';
import { appSecret } from './common/app-secret';
import { OUTAGE_RETRY_AFTER_SECONDS } from './common/outages';
import { originCheck } from './common/origin-check.middleware';
import { requestBodyGuard } from './common/request-body-guard';
import type { AppConfig } from './config/config.schema';
import { adminGate } from './infra/admin/admin-gate';
import { AdminSessions } from './infra/admin/admin-sessions';
import { QUEUE_DASHBOARD_PATH, queueDashboard } from './infra/admin/queue-dashboard';
import { requestLogger } from './infra/logging/logger';
import { metricsRoute, observeRequests } from './infra/metrics/metrics-http';
import { Metrics } from './infra/metrics/metrics.service';
import { QUEUE_NAMES } from './infra/queue/job-queue';
import { InFlightRequests } from './infra/web/in-flight-requests';
import { serveWeb } from './infra/web/serve-web';
import { DatabaseSessionStore } from './modules/auth/database-session.store';
import { SESSION_COOKIE } from './common/session-cookie';
import { describeZodDocClasses } from './common/zod-openapi';
import { actingMemberContext } from './common/household-access';

/**
 * Everything between the socket and the controllers, shared by the server, the tests and the
 * benchmark, as named steps in the order a request meets them.
 */
export function configureApp(
  app: NestExpressApplication,
  config: AppConfig,
  logger: Logger,
): { sessionStore: DatabaseSessionStore; inFlight: InFlightRequests } {
  // X-Forwarded-For and -Proto count only from the listed proxies: a client reaching the port directly cannot set its address.
  app.set('trust proxy', config.trustProxy.length > 0 ? config.trustProxy : false);
  // One instance: the health route reads from it whether the server is stopping.
  const inFlight = app.get(InFlightRequests);
  app.use(inFlight.middleware);
  if (config.metrics) app.use(observeRequests(app.get(Metrics)));
  configureLogging(app, config, logger);
  configureSecurity(app, config);
  configureCompression(app);
  configureBodyParsing(app);
  const sessionStore = configureSessions(app, config);
  configureMiddlewareErrors(app, logger);
  configureRouting(app);
  if (config.apiDocs) configureApiDocs(app);
  configureOperatorPages(app, config, logger);
  if (config.serveWeb) serveWeb(app, config.webRoot, logger, { sourceMaps: config.sourceMaps, production: config.nodeEnv === 'production' });
  return { sessionStore, inFlight };
}

/**
 * Errors raised by the middleware before the controllers (a session that cannot be read while
 * the database is down): the API's error shape, a 503 for an outage, never an HTML page.
 */
function configureMiddlewareErrors(app: NestExpressApplication, logger: Logger): void {
  app.use('/api', (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const body = toErrorBody(error);
    if (!body) logger.error({ err: error }, 'A request failed before reaching its route');
    const answer = body ?? { statusCode: 500, message: RequestMessages.internal, error: 'Internal Server Error' };
    if (answer.statusCode === 503) res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    res.status(answer.statusCode).json(answer);
  });
}

/**
 * The operator's pages, mounted before the shell's fallback: `/metrics` (METRICS_TOKEN) and the
 * queue dashboard at `/admin/queues` (ADMIN_TOKEN). Without their token, or with a wrong one, a
 * request goes on as if they were not there, and gets what any unknown path gets (with the web
 * served, the shell), byte for byte.
 */
function configureOperatorPages(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  if (config.metrics?.token) app.use(metricsRoute(app.get(Metrics), config.metrics.token));
  if (!config.admin) return;
  const dataSource = app.get(DataSource);
  const bullQueues = config.redis ? QUEUE_NAMES.map((name) => app.get<Queue>(getQueueToken(name), { strict: false })) : [];
  const sessions = new AdminSessions(dataSource, config.admin.token);
  const gate = adminGate(config.admin.token, QUEUE_DASHBOARD_PATH, config.nodeEnv === 'production', sessions, logger);
  app.use(queueDashboard({ dataSource, bullQueues, actions: config.admin.queueActions, gate }));
}

/** One JSON line per API request; with logging off, nothing at all is added to the request path. */
function configureLogging(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  if (config.logLevel !== 'silent') app.use(requestLogger(logger));
}

/**
 * Security headers (CSP allowing the remotes' origins), the cross-site check on state-changing
 * requests, and `no-store` on every API answer: they carry an owner's data, which no shared
 * or browser cache may keep. (Public reference data may say otherwise on its own route.)
 */
function configureSecurity(app: NestExpressApplication, config: AppConfig): void {
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...config.remoteOrigins],
          'connect-src': ["'self'", ...config.remoteOrigins],
          'style-src': ["'self'", "'unsafe-inline'", ...config.remoteOrigins],
          'img-src': ["'self'", 'data:', 'blob:'],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.use(originCheck(config.allowedOrigins));
  app.use('/api', (_req: express.Request, res: express.Response, next: express.NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
}

/**
 * API answers of 1 KB or more are compressed when the client accepts it (lists of visits and
 * claims shrink several times). The web bundles are compressed at build time instead
 * (infra/web/precompressed.ts); binary downloads are left alone by compression's type filter.
 */
function configureCompression(app: NestExpressApplication): void {
  app.use('/api', compression({ threshold: 1024 }));
}

/** JSON bodies up to 1 MB, looked over (fields, depth, characters) before anything transforms them. */
function configureBodyParsing(app: NestExpressApplication): void {
  app.use('/api', express.json({ limit: '1mb' }), requestBodyGuard);
  app.use('/api', (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    const body = toErrorBody(error);
    if (!body) return next(error);
    res.status(body.statusCode).json(body);
  });
}

/** Sessions in PostgreSQL behind an httpOnly, SameSite=Lax cookie (Secure in production); passport on top. */
function configureSessions(app: NestExpressApplication, config: AppConfig): DatabaseSessionStore {
  const sessionStore = new DatabaseSessionStore(app.get(DataSource), config.sessionMaxAgeMs);
  app.use(
    '/api',
    session({
      name: SESSION_COOKIE,
      secret: appSecret(config),
      store: sessionStore,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.nodeEnv === 'production',
        maxAge: config.sessionMaxAgeMs,
        path: '/',
      },
    }),
  );
  app.use('/api', passport.initialize());
  app.use('/api', passport.session());
  // Whatever a request does, the records it makes or changes name the member who did it.
  app.use('/api', actingMemberContext);
  return sessionStore;
}

/** Controllers under /api (each body, query and id checked by its route's own pipe), every failure in the API's error shape. */
function configureRouting(app: NestExpressApplication): void {
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
}

/** The OpenAPI document of every route; the front end's typed client is generated from it. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const openApi = new DocumentBuilder()
    .setTitle('Downtime Claim Tracker API')
    .setDescription('Vehicles, service visits and downtime compensation claims of the signed-in owner.')
    .setVersion('0.1.0')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  describeZodDocClasses();
  return SwaggerModule.createDocument(app, openApi);
}

/** OpenAPI at /api/docs (on in development; API_DOCS=true elsewhere). */
function configureApiDocs(app: NestExpressApplication): void {
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app));
}
