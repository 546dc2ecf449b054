import { SERVICE_MESSAGES, serviceBookingSchema } from './schemas';

const valid = {
  name: 'Asha Rao',
  mobile: '9876543210',
  service: 'DoctorAtHome',
  amount: '1500',
  remarks: 'Doctor visit at home on Friday.',
};

/** The first message the schema gives for `values`, or null when they pass. */
async function problem(values: Record<string, string>): Promise<string | null> {
  try {
    await serviceBookingSchema.validate(values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('serviceBookingSchema (Make Payment, SPEC §5)', () => {
  it.each([
    ['the filled form', valid],
    ['paise', { ...valid, amount: '1500.50' }],
    ['one decimal', { ...valid, amount: '99.5' }],
    ['the smallest amount', { ...valid, amount: '1' }],
    ['every service', { ...valid, service: 'Nurses' }],
  ])('accepts %s', async (_, values) => {
    expect(await problem(values)).toBeNull();
  });

  it.each([
    ['no name', { ...valid, name: '  ' }, SERVICE_MESSAGES.nameRequired],
    ['a short mobile', { ...valid, mobile: '98765' }, 'Invalid Mobile Number.'],
    ['no service', { ...valid, service: '' }, SERVICE_MESSAGES.serviceRequired],
    ['a service not offered', { ...valid, service: 'Pharmacy' }, SERVICE_MESSAGES.serviceRequired],
    ['no amount', { ...valid, amount: '' }, SERVICE_MESSAGES.amountRequired],
    ['words for the amount', { ...valid, amount: 'fifteen' }, SERVICE_MESSAGES.amountFormat],
    ['three decimals', { ...valid, amount: '10.005' }, SERVICE_MESSAGES.amountFormat],
    ['a negative amount', { ...valid, amount: '-5' }, SERVICE_MESSAGES.amountFormat],
    ['less than a rupee', { ...valid, amount: '0.99' }, SERVICE_MESSAGES.amountMin],
    ['no remarks (SPEC: required)', { ...valid, remarks: ' ' }, SERVICE_MESSAGES.remarksRequired],
  ])('refuses %s', async (_, values, message) => {
    expect(await problem(values)).toBe(message);
  });
});
