import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { payments, serviceBookings, walletLedger } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { type RegisteredPatient, registerPatient } from '../../test/patients';
import type { PayableHandlers, PaymentStart } from './payable';
import type { PaymentRow } from './repository';

/**
 * The one way to start a payment (`payFor`), its outcome handlers and `expire`, driven directly with a
 * payable of kind 'service' whose handlers count their calls (they replace the services module's own on
 * this app).
 */

/** A guarded move of a service booking (as the services module makes it): the row when this call moved it. */
async function moveBooking(
  tx: Database,
  id: number,
  from: string[],
  to: string,
): Promise<{ id: number } | null> {
  const rows = await tx
    .update(serviceBookings)
    .set({ state: to })
    .where(and(eq(serviceBookings.id, id), inArray(serviceBookings.state, from)))
    .returning({ id: serviceBookings.id });
  return rows[0] ?? null;
}

let app: FastifyInstance;
let ravi: RegisteredPatient;
let calls: { completed: number; failed: number; settled: string[] };

beforeAll(async () => {
  app = await buildTestApp();
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
  const counting: PayableHandlers = {
    completed: async (tx, id) => {
      calls.completed += 1;
      const moved = await moveBooking(tx, id, ['pending_payment', 'payment_failed'], 'paid');
      return moved ? 'applied' : 'stale';
    },
    failed: async (tx, id) => {
      calls.failed += 1;
      await moveBooking(tx, id, ['pending_payment'], 'payment_failed');
    },
    settled: async (_id, _payment, outcome) => {
      calls.settled.push(outcome);
    },
  };
  app.payments.register('service', counting);
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  calls = { completed: 0, failed: 0, settled: [] };
});

let serial = 0;
/** A service booking of Ravi's, and what paying for it starts. */
async function payable(
  onlinePaise: number,
  walletPaise = 0,
  options: { undo?: () => Promise<unknown> } = {},
) {
  serial += 1;
  const reference = `SRV-TEST${String(serial).padStart(4, '0')}`;
  return app.payments.payFor(async (tx) => {
    const [row] = await tx
      .insert(serviceBookings)
      .values({
        reference,
        userId: ravi.id,
        service: 'Ambulance',
        name: 'Ravi Kumar',
        mobile: ravi.mobile,
        remarks: '',
        // The table wants a positive amount; what is charged online is `onlinePaise`.
        amountPaise: onlinePaise + walletPaise,
        createdAt: app.clock(),
      })
      .returning();
    if (!row) throw new Error('no service booking written');
    const start: PaymentStart = {
      payable: { kind: 'service', id: row.id },
      userId: ravi.id,
      onlinePaise,
      message: `Ambulance ${reference}`,
      ...(walletPaise
        ? { wallet: { paise: walletPaise, kind: 'order_wallet', reference, note: reference } }
        : {}),
    };
    return { subject: row, start };
  }, options);
}

async function paymentRow(merchantOrderId: string): Promise<PaymentRow> {
  const [row] = await app.db
    .select()
    .from(payments)
    .where(eq(payments.merchantOrderId, merchantOrderId));
  return row!;
}

async function bookingState(id: number): Promise<string> {
  const [row] = await app.db.select().from(serviceBookings).where(eq(serviceBookings.id, id));
  return row!.state;
}

describe('payFor', () => {
  it('debits the wallet part once, inserts one pending payment for the online part and answers its page', async () => {
    const { subject, page } = await payable(25_000, 5_000);
    expect(page).not.toBeNull();
    expect(page!.amount).toBe('250.00');
    expect(page!.instrumentResponse.redirectInfo.method).toBe('GET');
    expect(await paymentRow(page!.merchant_order_id)).toMatchObject({
      state: 'pending',
      purpose: 'service',
      serviceBookingId: subject.id,
      appointmentId: null,
      pharmacyOrderId: null,
      amountPaise: 25_000,
      userId: ravi.id,
    });
    const ledger = await app.db
      .select()
      .from(walletLedger)
      .where(
        and(eq(walletLedger.kind, 'order_wallet'), eq(walletLedger.reference, subject.reference)),
      );
    expect(ledger.map((row) => row.amountPaise)).toEqual([-5_000]);
  });

  it('starts no payment and answers no page when nothing is left to pay online', async () => {
    const { subject, page } = await payable(0, 3_000);
    expect(page).toBeNull();
    const rows = await app.db
      .select()
      .from(payments)
      .where(eq(payments.serviceBookingId, subject.id));
    expect(rows).toEqual([]);
  });

  it('runs the completed handler once, and its after-commit step once, under many concurrent callbacks', async () => {
    const { subject, page } = await payable(10_000);
    const id = page!.merchant_order_id;
    expect(await app.sandboxGateway!.decide(id, 'COMPLETED')).toBe(true);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 ? app.payments.refresh(id) : app.payments.settle(id, 'COMPLETED'),
      ),
    );
    expect(calls.completed).toBe(1);
    expect(calls.settled).toEqual(['completed']);
    expect((await paymentRow(id)).state).toBe('completed');
    expect(await bookingState(subject.id)).toBe('paid');
  });

  it('makes a new attempt for each start of the same payable; a failed one runs the failed handler once', async () => {
    const first = await payable(10_000);
    const again = await app.payments.payFor(async () => ({
      subject: first.subject,
      start: {
        payable: { kind: 'service', id: first.subject.id },
        userId: ravi.id,
        onlinePaise: 10_000,
        message: 'again',
      },
    }));
    expect(again.page!.merchant_order_id).not.toBe(first.page!.merchant_order_id);
    await Promise.all([
      app.payments.settle(first.page!.merchant_order_id, 'FAILED'),
      app.payments.settle(first.page!.merchant_order_id, 'FAILED'),
    ]);
    expect(calls.failed).toBe(1);
    expect((await paymentRow(again.page!.merchant_order_id)).state).toBe('pending');
    expect(await bookingState(first.subject.id)).toBe('payment_failed');
  });

  it('settles the payment as failed (the failed handler gives back) and answers 503 when the gateway is down', async () => {
    const spy = jest
      .spyOn(app.payments.provider, 'createPayment')
      .mockRejectedValueOnce(new Error('connection refused'));
    try {
      await expect(payable(10_000)).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      spy.mockRestore();
    }
    expect(calls.failed).toBe(1);
    expect(calls.settled).toEqual(['failed']);
  });

  it('runs undo when the payment cannot start (the write refused, the gateway down), never after it started', async () => {
    let undone = 0;
    const undo = async () => {
      undone += 1;
    };
    await expect(
      app.payments.payFor(
        async () => {
          throw new Error('the seat is taken');
        },
        { undo },
      ),
    ).rejects.toThrow('the seat is taken');
    expect(undone).toBe(1);
    const spy = jest
      .spyOn(app.payments.provider, 'createPayment')
      .mockRejectedValueOnce(new Error('connection refused'));
    try {
      await expect(payable(10_000, 0, { undo })).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      spy.mockRestore();
    }
    expect(undone).toBe(2);
    await payable(10_000, 0, { undo });
    expect(undone).toBe(2);
  });
});

describe('expire', () => {
  const close = (id: number) => (tx: Database) =>
    moveBooking(tx, id, ['pending_payment', 'payment_failed'], 'expired');

  it('closes the payable once, and its pending payments expire with it', async () => {
    const { subject, page } = await payable(10_000);
    const payableRef = { kind: 'service', id: subject.id } as const;
    const closed = await Promise.all([
      app.payments.expire(payableRef, close(subject.id)),
      app.payments.expire(payableRef, close(subject.id)),
    ]);
    expect(closed.filter(Boolean)).toHaveLength(1);
    expect((await paymentRow(page!.merchant_order_id)).state).toBe('expired');
    expect(await bookingState(subject.id)).toBe('expired');
  });

  it('asks the gateway first: a payment that completed meanwhile is applied and the payable is not closed', async () => {
    const { subject, page } = await payable(10_000);
    const id = page!.merchant_order_id;
    await app.sandboxGateway!.decide(id, 'COMPLETED');
    const closed = await app.payments.expire(
      { kind: 'service', id: subject.id },
      close(subject.id),
      { askFirst: true },
    );
    expect(closed).toBeNull();
    expect(calls.completed).toBe(1);
    expect((await paymentRow(id)).state).toBe('completed');
    expect(await bookingState(subject.id)).toBe('paid');
  });
});
