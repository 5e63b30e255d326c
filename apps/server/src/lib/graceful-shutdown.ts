import type { Logger } from 'pino';

export interface GracefulShutdown {
  /** Health turns 503 (requests are still served). */
  startDraining(): void;
  /** Closes the listener, finishes open requests, then stops workers and the database. */
  stop(): Promise<void>;
}

/**
 * On the first SIGTERM or SIGINT: drain for `drainMs` (health says 503 so a load balancer stops sending,
 * everything else is still answered), then stop. Another signal during the drain cuts it short (an
 * impatient Ctrl+C); a stop that hangs past `graceMs` exits anyway, so the process never lingers.
 */
export function handleShutdownSignals(options: {
  drainMs: number;
  graceMs: number;
  logger: Logger;
  shutdown: GracefulShutdown;
}): void {
  const { drainMs, graceMs, logger, shutdown } = options;
  let endDrain: (() => void) | undefined;
  let started = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (endDrain) {
      logger.info({ signal }, 'shutting down: drain cut short');
      endDrain();
      return;
    }
    if (started) return;
    started = true;
    void run(signal);
  };

  const run = async (signal: NodeJS.Signals) => {
    shutdown.startDraining();
    logger.info({ signal, drainMs }, 'shutting down: draining (health answers 503, requests still served)');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    endDrain = undefined;
    logger.info('shutting down: finishing open requests');
    // A request that never ends must not keep the process (and its database) up for ever.
    const deadline = setTimeout(() => {
      // Exiting also stops the embedded database (see db/embedded-postgres.ts).
      logger.error(`open requests still running after ${graceMs / 1000} s; stopping anyway`);
      process.exit(1);
    }, graceMs);
    deadline.unref();
    try {
      await shutdown.stop();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };

  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
