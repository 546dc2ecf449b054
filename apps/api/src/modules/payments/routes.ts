import {
  API_ROOT,
  type PaymentCallback,
  type RefundCallback,
  SANDBOX_CHECKOUT_PATH,
  endpointPath,
} from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoute, routeContract } from '../../contractRoute';
import { HttpError } from '../../errors';
import { documentLanguage } from '../../plugins/language';
import { CHECKOUT_PAGE_CSP, checkoutPage } from './checkoutPage';
import type { SandboxGateway } from './sandbox';

const CROSS_SITE = { crossSite: true } as const;

/** Our return URL for an order (relative to the site). */
export function returnPath(merchantOrderId: string): string {
  return `${API_ROOT}/${endpointPath('paymentReturn', { merchantOrderId })}`;
}

/**
 * The gateway-facing calls: the browser's return (the state is asked server-to-server, never taken from the
 * browser) and the server-to-server callback (checked by its Authorization header) about an order or, with a
 * `pg.refund.*` event, a refund.
 */
export function paymentRoutes(app: FastifyInstance): void {
  routeContract(app, 'paymentReturn', {
    handle: async ({ params: { merchantOrderId }, reply }) => {
      const payment = await app.payments.find(merchantOrderId);
      if (!payment) throw new HttpError(404, 'There is no such payment.');
      try {
        await app.payments.refresh(merchantOrderId);
      } catch (error) {
        // The gateway did not answer: the result screen shows "pending" and the job asks again later.
        app.log.warn({ err: error, merchantOrderId }, 'status check on return failed');
      }
      const settled = (await app.payments.find(merchantOrderId)) ?? payment;
      return reply
        .header('cache-control', 'no-store')
        .redirect(await app.payments.resultPageOf(settled), 303);
    },
  });

  app.route({
    ...contractRoute('paymentCallback'),
    config: CROSS_SITE,
    // docs/decisions/0048: PhonePe wants an answer within 3–5 s. The webhook is checked and recorded here
    // and answered; asking the gateway (up to PHONEPE_TIMEOUT_MS, plus a token) happens in a keyed job.
    handler: async (request, reply) => {
      const signed = app.payments.provider.verifyCallback({
        headers: request.headers,
        body: request.rawBody ?? JSON.stringify(request.body),
      });
      if (!signed) throw new HttpError(401, 'This callback is not signed by our payment gateway.');
      const body = request.body as PaymentCallback;
      if (isRefundCallback(body)) {
        // A refund's webhook: PhonePe may leave out our merchantRefundId; its refund id or the order do.
        const { merchantRefundId, refundId, originalMerchantOrderId, state } = body.payload;
        const found = await app.payments.acceptRefundWebhook(
          {
            ...(merchantRefundId ? { merchantRefundId } : {}),
            ...(refundId ? { providerRefundId: refundId } : {}),
            ...(originalMerchantOrderId ? { merchantOrderId: originalMerchantOrderId } : {}),
          },
          body.event,
          state,
        );
        if (!found) throw new HttpError(404, 'There is no such refund.');
        request.log.info(
          { merchantRefundId, refundId, state, event: body.event },
          'refund callback',
        );
        return reply.send({ received: true });
      }
      const { merchantOrderId, state } = body.payload;
      const payment = await app.payments.find(merchantOrderId);
      if (!payment) throw new HttpError(404, 'There is no such payment.');
      // The callback says something happened; what happened is asked of the gateway itself, by the job.
      await app.payments.acceptWebhook(merchantOrderId, body.event, state);
      request.log.info({ merchantOrderId, state }, 'payment callback');
      return reply.send({ received: true });
    },
  });
}

function isRefundCallback(body: PaymentCallback): body is RefundCallback {
  return body.event.startsWith('pg.refund.');
}

const sandboxParams = z.object({ merchantOrderId: z.string().regex(/^MB[A-Z0-9]{10,30}$/) });
const sandboxAction = z.object({ action: z.enum(['pay', 'fail', 'pending']) });

/**
 * The sandbox gateway's checkout (PAYMENT_PROVIDER=sandbox), outside /api: a page of its own with Pay / Fail /
 * Leave pending. A choice changes the sandbox's order, sends the server-to-server callback with the
 * gateway's Authorization header, and redirects the browser to our return URL, as a real gateway does.
 */
export function sandboxCheckoutRoutes(app: FastifyInstance, gateway: SandboxGateway): void {
  const notFound = new HttpError(404, 'There is no such order at the sandbox gateway.');

  app.get(`${SANDBOX_CHECKOUT_PATH}/:merchantOrderId`, {
    schema: { params: sandboxParams },
    config: CROSS_SITE,
    handler: async (request, reply) => {
      const { merchantOrderId } = request.params as z.infer<typeof sandboxParams>;
      const order = await gateway.order(merchantOrderId);
      if (!order) throw notFound;
      const language = documentLanguage(request);
      return reply
        .header('content-security-policy', CHECKOUT_PAGE_CSP)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-language', language)
        .type('text/html; charset=utf-8')
        .send(
          checkoutPage(
            {
              ...order,
              actionPath: `${SANDBOX_CHECKOUT_PATH}/${merchantOrderId}${language === 'hi' ? '?lang=hi' : ''}`,
              returnUrl: order.redirectUrl,
            },
            language,
          ),
        );
    },
  });

  app.post(`${SANDBOX_CHECKOUT_PATH}/:merchantOrderId`, {
    schema: { params: sandboxParams, body: sandboxAction },
    config: CROSS_SITE,
    handler: async (request, reply) => {
      const { merchantOrderId } = request.params as z.infer<typeof sandboxParams>;
      const { action } = request.body as z.infer<typeof sandboxAction>;
      const order = await gateway.order(merchantOrderId);
      if (!order) throw notFound;
      if (action !== 'pending') {
        const state = action === 'pay' ? 'COMPLETED' : 'FAILED';
        if (await gateway.decide(merchantOrderId, state)) {
          // The gateway's server-to-server callback, as PhonePe sends it (same headers and body shape).
          const callback = await app.inject({
            method: 'POST',
            url: `${API_ROOT}/${endpointPath('paymentCallback')}`,
            headers: { authorization: gateway.authorization, 'content-type': 'application/json' },
            payload: JSON.stringify({
              event: state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
              payload: {
                merchantOrderId,
                orderId: order.providerOrderId,
                state,
                amount: order.amountPaise,
              },
            }),
          });
          if (callback.statusCode !== 200)
            request.log.error({ status: callback.statusCode }, 'sandbox callback refused');
          // The sandbox lives in this process: its decision is applied now, as the return would.
          await app.payments.refresh(merchantOrderId);
        }
      }
      return reply.header('cache-control', 'no-store').redirect(order.redirectUrl, 303);
    },
  });
}
