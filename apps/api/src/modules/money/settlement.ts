import { addDays } from '@medibridge/contract';
import type { SettlementDay } from '@medibridge/contract';
import type { DaySums } from './repository';

/**
 * Every India date of the range, newest first, with its sums (zeros on a quiet day): net is what the gateway
 * took minus what went back to payment methods and into wallets.
 */
export function settlementDays(
  range: { from: string; to: string },
  sums: Map<string, DaySums>,
): SettlementDay[] {
  const days: SettlementDay[] = [];
  for (let d = range.to; d >= range.from; d = addDays(d, -1)) {
    const s = sums.get(d) ?? { payments: 0, paid: 0, refunded: 0, wallet: 0 };
    days.push({
      date: d,
      payments: s.payments,
      paid_paise: s.paid,
      refunded_paise: s.refunded,
      wallet_paise: s.wallet,
      net_paise: s.paid - s.refunded - s.wallet,
    });
  }
  return days;
}

/** The range's totals. */
export function settlementTotals(days: SettlementDay[]): Omit<SettlementDay, 'date'> {
  const total = { payments: 0, paid_paise: 0, refunded_paise: 0, wallet_paise: 0, net_paise: 0 };
  for (const d of days) {
    total.payments += d.payments;
    total.paid_paise += d.paid_paise;
    total.refunded_paise += d.refunded_paise;
    total.wallet_paise += d.wallet_paise;
    total.net_paise += d.net_paise;
  }
  return total;
}
