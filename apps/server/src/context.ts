import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.ts';
import { noJobScheduler, type JobScheduler } from './jobs/job-scheduler.ts';
import { createRealtimeHub, type AttachableHub } from './realtime/realtime-hub.ts';
import { createTokenSigner, type TokenSigner } from './modules/auth/index.ts';
import { createMailOutbox, type MailBrand, type MailOutbox } from './modules/mail/index.ts';
import { createServerLifecycle, type ServerLifecycle } from './lib/server-lifecycle.ts';

/**
 * Everything a module needs, passed the same way to each (`registerXRoutes(app, ctx)`):
 * the database (repositories take an `Executor`: `ctx.db` or a transaction), the clock every rule reads
 * the time from, the mail outbox, file storage, the token signer, the brand used in mail, the payment
 * provider, the scheduler of timed work, the realtime hub, and configuration.
 */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  storage: FileStorage;
  signer: TokenSigner;
  brand: MailBrand;
  payments: PaymentProvider;
  jobs: JobScheduler;
  /** Pushes to people's open screens (chat); the socket server attaches itself when the app is built. */
  realtime: AttachableHub;
  /** Draining before a shutdown (health answers 503, connections close after each answer). */
  lifecycle: ServerLifecycle;
}

export function createAppContext(deps: {
  config: Config;
  db: Db;
  storage: FileStorage;
  mailCaptured: boolean;
  clock?: Clock;
  /** Razorpay or the sandbox as configured, unless a test brings its own. */
  payments?: PaymentProvider;
  jobs?: JobScheduler;
}): AppContext {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  return {
    config,
    db: deps.db,
    clock,
    outbox: createMailOutbox({ captures: deps.mailCaptured, clock }),
    storage: deps.storage,
    signer: createTokenSigner(config.secrets.jwtSecret, clock),
    brand: {
      brandName: config.site.brandName,
      supportEmail: config.site.supportEmail,
      publicUrl: config.publicUrl,
    },
    payments: deps.payments ?? createPaymentProvider(config),
    jobs: deps.jobs ?? noJobScheduler,
    realtime: createRealtimeHub(),
    lifecycle: createServerLifecycle(),
  };
}
