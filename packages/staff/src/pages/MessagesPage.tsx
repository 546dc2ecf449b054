import { useState, type FormEvent, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import {
  indiaDateTime,
  isValidMobile,
  type MessageStatus,
  type StaffMessage,
} from '@medibridge/contract';
import {
  Alert,
  Button,
  EmptyState,
  MobileInput,
  Skeleton,
  StatusBadge,
  type StatusTone,
  translate,
  useMediaQuery,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useStaffMessageListQuery } from '../api';
import { StaffGate } from '../components/StaffGate';
import { InlineForm, RecordList } from '../components/StaffFrame';
import { useMessagesTexts, type MessagesText } from '../i18n/messages';

/** Each message kind (the API's `MessageKind`, docs/messages.md) in words. */
const KIND_NAMES: Readonly<Record<string, MessagesText>> = {
  otp: 'One-time password',
  password_reset: 'Password reset link',
  enquiry_ack: 'Enquiry received',
  appointment_confirmed: 'Appointment confirmed',
  appointment_confirmed_asap: 'Consult Now confirmed',
  appointment_cancelled: 'Appointment cancelled',
  appointment_reminder_24h: 'Reminder: appointment tomorrow',
  appointment_reminder_15m: 'Reminder: appointment in 15 minutes',
  doctor_joined: 'Doctor has joined the call',
  follow_up_answered: 'Follow-up answered',
  refund_wallet: 'Refund to wallet',
  refund_source: 'Refund to the payment source',
  order_confirmed: 'Medicine order placed',
  order_rx_approved: 'Prescription approved',
  order_rx_rejected: 'Prescription not accepted',
  order_packed: 'Order packed',
  order_dispatched: 'Order dispatched',
  order_delivered: 'Order delivered',
  order_cancelled: 'Order cancelled',
  medicine_reminder: 'Medicine reminder',
  service_booked: 'Service booked',
  prescription_ready: 'E-prescription ready',
};

/** Each delivery state: its badge's words and tone. */
const STATES: Readonly<Record<MessageStatus, { label: MessagesText; tone: StatusTone }>> = {
  queued: { label: 'Queued', tone: 'warning' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent (accepted)', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'good' },
  read: { label: 'Read', tone: 'good' },
  failed: { label: 'Failed', tone: 'problem' },
};

const CHANNELS: Readonly<Record<StaffMessage['channel'], MessagesText>> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

type T = ReturnType<typeof useMessagesTexts>;

/** What the state means for this message, in a sentence (the provider's reason when it failed). */
function stateDetail(t: T, m: StaffMessage): string {
  const at = m.reported_at ? indiaDateTime(new Date(m.reported_at)) : '—';
  switch (m.status) {
    case 'queued':
      return m.error
        ? t('Waiting to be sent; the last try failed: {error}', { error: m.error })
        : t('Waiting to be sent (quiet hours end at 08:00, or a retry is due).');
    case 'sending':
      return t('Being handed to the provider now.');
    case 'sent':
      return t('The provider accepted it; no delivery report yet.');
    case 'delivered':
      return t('Reached the phone (reported {at}).', { at });
    case 'read':
      return t('The patient opened it (reported {at}).', { at });
    case 'failed':
      return t('Reason: {error}', { error: m.error ?? '—' });
  }
}

const kindOf = (t: T, kind: string): string => {
  const name = KIND_NAMES[kind];
  return name ? t(name) : kind;
};

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Cards = styled(RecordList)`
  li {
    gap: ${({ theme }) => theme.space.xs};
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    justify-content: space-between;
  }
  .text {
    margin: 0;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-left: 3px solid ${({ theme }) => theme.colors.divider};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  /* Time, text, channel, request id, delivery. */
  th:nth-child(1) {
    width: 13%;
  }
  th:nth-child(2) {
    width: 36%;
  }
  th:nth-child(3) {
    width: 10%;
  }
  th:nth-child(4) {
    width: 16%;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .muted {
    display: block;
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td strong {
    display: block;
  }
`;

/** 360 px: one card a message. */
function MessageCards({ messages, label }: { messages: StaffMessage[]; label: string }): ReactNode {
  const t = useMessagesTexts();
  return (
    <Cards aria-label={label}>
      {messages.map((m) => (
        <li key={m.id}>
          <span className="top">
            <span className="what">{kindOf(t, m.kind)}</span>
            <StatusBadge tone={STATES[m.status].tone}>{t(STATES[m.status].label)}</StatusBadge>
          </span>
          <span className="meta">
            {`${indiaDateTime(new Date(m.created_at))} · ${t(CHANNELS[m.channel])}`}
          </span>
          <p className="text">{m.text}</p>
          <span>{stateDetail(t, m)}</span>
          {m.provider_ref ? (
            <span className="meta">{t('Request id: {ref}', { ref: m.provider_ref })}</span>
          ) : null}
        </li>
      ))}
    </Cards>
  );
}

/** 1280 px: a table, one row a message. */
function MessageTable({ messages, label }: { messages: StaffMessage[]; label: string }): ReactNode {
  const t = useMessagesTexts();
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('Time (India)')}</th>
          <th scope="col">{t('Text as sent')}</th>
          <th scope="col">{t('Channel')}</th>
          <th scope="col">{t('Request id')}</th>
          <th scope="col">{t('Delivery')}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => (
          <tr key={m.id}>
            <td>{indiaDateTime(new Date(m.created_at))}</td>
            <td>
              <strong>{kindOf(t, m.kind)}</strong>
              <span className="muted">{m.text}</span>
            </td>
            <td>{t(CHANNELS[m.channel])}</td>
            <td>{m.provider_ref ?? '—'}</td>
            <td>
              <StatusBadge tone={STATES[m.status].tone}>{t(STATES[m.status].label)}</StatusBadge>
              <span className="muted">{stateDetail(t, m)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The messages of one mobile: loading, the server's words on a problem, an empty state, or the list. */
function Messages({ mobile }: { mobile: string }): ReactNode {
  const t = useMessagesTexts();
  const theme = useTheme();
  const wide = useMediaQuery(theme.media.desktop);
  // Read afresh each time it is asked for: a delivery report may have come in since.
  const list = useStaffMessageListQuery(mobile, { refetchOnMountOrArgChange: true });
  const shown = `+91 ${mobile}`;
  if (list.isFetching && !list.data) return <Skeleton height={120} lines={3} />;
  if (list.isError || !list.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(list.error, 'The messages could not be loaded.').message)}
      </Alert>
    );
  if (list.data.length === 0)
    return (
      <EmptyState
        title={t('No message has been sent to {mobile}.', { mobile: shown })}
        description={t(
          'OTPs, booking confirmations, reminders and order updates sent to this number will show here.',
        )}
      />
    );
  const label = t('Messages to {mobile}', { mobile: shown });
  return (
    <>
      <Heading>{label}</Heading>
      {wide ? (
        <MessageTable messages={list.data} label={label} />
      ) : (
        <MessageCards messages={list.data} label={label} />
      )}
    </>
  );
}

/**
 * /staff/messages (coordinator): a patient's mobile number, then every text and WhatsApp message sent to it,
 * newest first: when, what, the text as the phone shows it, the provider's request id, and how far it got
 * (queued, accepted, delivered, read on WhatsApp, or failed with the provider's reason; docs/decisions/0055).
 */
export function MessagesPage(): ReactNode {
  const t = useMessagesTexts();
  return (
    <StaffGate role="coordinator" title={t('Messages')}>
      {() => <MessageSearch />}
    </StaffGate>
  );
}

function MessageSearch(): ReactNode {
  const t = useMessagesTexts();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ mobile: string; times: number } | null>(null);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!isValidMobile(typed)) {
      setError(t('Enter the patient’s 10-digit mobile number.'));
      return;
    }
    setError(null);
    // Asking again for the same number reads it again (a delivery report may have come in).
    setAsked((was) => ({ mobile: typed, times: (was?.times ?? 0) + 1 }));
  };
  return (
    <>
      <Lead>
        {t(
          'Type a patient’s mobile number to see the texts and WhatsApp messages sent to it, and whether each reached the phone.',
        )}
      </Lead>
      <InlineForm role="search" noValidate onSubmit={submit}>
        <MobileInput
          label={t('Patient’s mobile number')}
          placeholder={t('10-digit mobile number')}
          value={typed}
          error={error ?? undefined}
          onValueChange={(value) => {
            setTyped(value);
            if (error && isValidMobile(value)) setError(null);
          }}
        />
        <Button type="submit">{t('Show messages')}</Button>
      </InlineForm>
      {asked ? <Messages key={`${asked.mobile}:${asked.times}`} mobile={asked.mobile} /> : null}
    </>
  );
}
