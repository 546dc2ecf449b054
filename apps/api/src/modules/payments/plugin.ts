import { SANDBOX_CHECKOUT_PATH } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { PhonePeGateway } from './phonepe';
import type { PaymentProvider } from './provider';
import { paymentRoutes, returnPath, sandboxCheckoutRoutes } from './routes';
import { SandboxGateway } from './sandbox';
import { ORDER_POLL_JOB, ORDER_WEBHOOK_JOB, Payments, REFUND_WEBHOOK_JOB } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments: open with the gateway, settle exactly once, reconcile. */
    payments: Payments;
  }
}

/** The reconciliation job: every minute (pg-boss's finest cron), on one worker across replicas. */
export const RECONCILE_JOB = 'payments.reconcile';
export const RECONCILE_CRON = '* * * * *';

export interface PaymentsPluginOptions {
  config: Config;
  /** Tests: a gateway of their own (e.g. PhonePe against a fake server). */
  provider?: PaymentProvider;
}

/**
 * Decorates `app.payments` with the configured gateway and defines the reconciliation job on the job queue
 * (docs/decisions/0045): every minute, on one worker whatever the number of replicas, payments still pending
 * are asked about (the holds and unpaid orders they leave are released by the appointments' and pharmacy's
 * own jobs, docs/decisions/0051). It works from the database, so a restart picks up where the last process
 * stopped; tests run `payments.reconcile()` by hand.
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

  app.jobs.every(RECONCILE_JOB, RECONCILE_CRON, async () => {
    await payments.reconcile();
  });
  // docs/decisions/0048: a webhook is answered at once and settled by these jobs, keyed so each runs once
  // across replicas; a gateway error fails the attempt and the queue retries it (from 10 s, doubling).
  app.jobs.define<{ merchantOrderId?: unknown }>(ORDER_WEBHOOK_JOB, async ({ merchantOrderId }) => {
    if (typeof merchantOrderId === 'string') await payments.settleFromWebhook(merchantOrderId);
  });
  app.jobs.define<{ merchantRefundId?: unknown }>(
    REFUND_WEBHOOK_JOB,
    async ({ merchantRefundId }) => {
      if (typeof merchantRefundId === 'string') await payments.refreshRefundNamed(merchantRefundId);
    },
  );
  // PhonePe's status schedule, one keyed delayed job per check; it never fails (the next check is queued).
  app.jobs.define<{ merchantOrderId?: unknown }>(
    ORDER_POLL_JOB,
    async ({ merchantOrderId }) => {
      if (typeof merchantOrderId === 'string') await payments.pollOrder(merchantOrderId);
    },
    { retries: 0, delaySeconds: 0 },
  );
  payments.useQueue(app.jobs);
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
  dependencies: ['medibridge-clock', 'medibridge-database', 'medibridge-jobs'],
});
