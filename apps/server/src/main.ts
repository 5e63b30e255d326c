import pino from 'pino';
import { ROUTES } from '@neetmentor/contract';
import { buildApp } from './app.ts';
import { createAppContext } from './context.ts';
import { checkMailSetup, checkPaymentSetup, ConfigError, loadConfig, type Config } from './config.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { startDatabase } from './db/start-database.ts';
import { hasDemoData, seedDemoData } from './db/seed/index.ts';
import { DEMO_LOGINS } from './db/demo-logins.ts';
import { createMailTransport } from './adapters/mail/mail-transport.ts';
import { startMailOutboxWorker } from './jobs/mail-outbox-worker.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { handleShutdownSignals } from './lib/graceful-shutdown.ts';

const SHUTDOWN_GRACE_MS = 20_000;

function printWelcome(config: Config, seeded: boolean, capturesMail: boolean): void {
  const lines = [
    '',
    `  ${config.site.brandName} is running at ${config.publicUrl}`,
    `  API documentation: ${config.publicUrl}/api/docs`,
  ];
  if (seeded) {
    lines.push('', '  Demo logins (password for all three: ' + DEMO_LOGINS.password + ')');
    lines.push(`    student  ${DEMO_LOGINS.student}   ${config.publicUrl}${ROUTES.login}`);
    lines.push(`    mentor   ${DEMO_LOGINS.mentor}    ${config.publicUrl}${ROUTES.login} (Mentor tab)`);
    lines.push(`    admin    ${DEMO_LOGINS.admin}          ${config.publicUrl}${ROUTES.adminLogin}`);
  }
  if (capturesMail) {
    lines.push(
      '',
      `  No SMTP_URL: e-mails are captured. Read them at ${config.publicUrl}/dev/mailbox (from this machine)`,
    );
  }
  lines.push('');
  process.stdout.write(lines.join('\n') + '\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  for (const warning of [checkMailSetup(config), checkPaymentSetup(config)]) {
    if (warning) logger.warn(warning);
  }
  const database = await startDatabase(config, logger);
  const storage = createStorage(config);

  let seeded = false;
  if (config.seedDemoData) {
    seeded = await hasDemoData(database.db);
    if (!seeded) {
      logger.info('creating demo data (first start)');
      await seedDemoData(database.db, { storage });
      seeded = true;
    }
  }

  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const mailWorker = startMailOutboxWorker({ db: database.db, pool: database.pool, transport, logger });
  const jobs = await startJobQueue({ pool: database.pool, logger });
  const context = createAppContext({
    config,
    db: database.db,
    storage,
    mailCaptured: transport.captures,
    jobs: jobs.scheduler,
  });
  await jobs.work(context);
  const app = await buildApp({ context });
  handleShutdownSignals({
    drainMs: config.shutdownDrainMs,
    graceMs: SHUTDOWN_GRACE_MS,
    logger,
    shutdown: {
      startDraining() {
        context.lifecycle.startDraining();
        // Recorded answers bypass Fastify's hooks: stop replaying so every answer closes its connection.
        app.answerReplay.stop();
      },
      async stop() {
        await app.close();
        await jobs.stop();
        await mailWorker.stop();
        await database.shutdown();
      },
    },
  });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    logger.error({ err: error }, 'could not listen');
    await database.shutdown();
    process.exit(1);
  }
  printWelcome(config, seeded, transport.captures);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
