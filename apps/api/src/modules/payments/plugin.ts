import { SANDBOX_CHECKOUT_PATH } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { PhonePeGateway } from './phonepe';
import type { PaymentProvider } from './provider';
import { paymentRoutes, returnPath, sandboxCheckoutRoutes } from './routes';
import { SandboxGateway } from './sandbox';
import { Payments } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments: open with the gateway, settle exactly once, reconcile. */
    payments: Payments;
  }
}

/** How often the reconciliation job runs. */
export const RECONCILE_EVERY_MS = 60_000;

export interface PaymentsPluginOptions {
  config: Config;
  /** Tests: a gateway of their own (e.g. PhonePe against a fake server). */
  provider?: PaymentProvider;
  /** Tests run the job by hand. */
  reconcileEveryMs?: number;
}

/**
 * Decorates `app.payments` with the configured gateway and runs the reconciliation job: every minute,
 * payments still pending are asked about and expired holds are released. The job works from the database,
 * so a restart picks up where the last process stopped.
 */
async function paymentsPlugin(app: FastifyInstance, options: PaymentsPluginOptions): Promise<void> {
  const { config } = options;
  let provider: PaymentProvider;
  let sandbox: SandboxGateway | null = null;
  if (options.provider) provider = options.provider;
  else if (config.payments.provider === 'sandbox') {
    sandbox = new SandboxGateway(app.db, () => app.clock(), SANDBOX_CHECKOUT_PATH);
    provider = sandbox;
  } else {
    // Tokens expire by PhonePe's wall clock, not by the app's (tests move the app's clock).
    provider = new PhonePeGateway(config.payments);
  }
  const returnBase = provider.name === 'sandbox' ? '' : config.publicUrl;
  const payments = new Payments(
    app.db,
    provider,
    () => app.clock(),
    app.log,
    returnBase,
    returnPath,
  );
  app.decorate('payments', payments);
  app.decorate('sandboxGateway', sandbox);
  paymentRoutes(app);
  if (sandbox) sandboxCheckoutRoutes(app, sandbox);

  const every = options.reconcileEveryMs ?? (config.env === 'test' ? 0 : RECONCILE_EVERY_MS);
  if (every > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      payments
        .reconcile()
        .catch((error: unknown) => app.log.error({ err: error }, 'reconciliation failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox gateway when PAYMENT_PROVIDER=sandbox, else null. */
    sandboxGateway: SandboxGateway | null;
  }
}

export default fp(paymentsPlugin, {
  name: 'medibridge-payments',
  fastify: '5.x',
  dependencies: ['medibridge-clock', 'medibridge-database'],
});
