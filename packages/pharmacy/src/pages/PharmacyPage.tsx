import { type ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { Link, Button } from '@medibridge/ui-kit';
import { MedicineSearch } from '../components/MedicineSearch';
import { useDeliveryRule } from '../components/parts';
import { Panel, PharmacyFrame } from '../components/PharmacyFrame';
import { useFrontTexts } from '../i18n/front';

const Hero = styled(Panel)`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.surface} 70%
  );
`;

const Shortcuts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  > * {
    width: 100%;
  }
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, max-content);
  }
  > :first-child {
    grid-column: 1 / -1;
  }
  @media ${({ theme }) => theme.media.tablet} {
    > :first-child {
      grid-column: auto;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    align-items: start;
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * /pharmacy (SPEC §2): the medicine search with its suggestions, 'Order Medicines', a 'Book Lab Test' link,
 * 'My Appointments' and 'Book Appointments'; then how ordering works, the prescription rule and the delivery
 * fee (contract's figures).
 */
export function PharmacyPage(): ReactNode {
  const t = useFrontTexts();
  const user = useCurrentUser();
  const deliveryRule = useDeliveryRule();
  return (
    <PharmacyFrame
      title={t('Pharmacy')}
      lead={t('Genuine medicines from licensed pharmacies, delivered to your door.')}
    >
      <Hero as="section" aria-labelledby="search-title">
        <h2 id="search-title">{t('Find your medicines')}</h2>
        <MedicineSearch submitLabel={t('Order Medicines')} />
        <Shortcuts>
          <Button as={Link} to={ROUTES.labTests} variant="secondary" size="sm">
            {t('Book Lab Test')}
          </Button>
          <Button as={Link} to={ROUTES.myAppointment} variant="secondary" size="sm">
            {t('My Appointments')}
          </Button>
          <Button as={Link} to={ROUTES.appointmentStepFirst} variant="secondary" size="sm">
            {t('Book Appointments')}
          </Button>
        </Shortcuts>
      </Hero>
      <Columns>
        <Panel as="section" aria-labelledby="how-title">
          <h2 id="how-title">{t('How ordering works')}</h2>
          <Steps>
            <li>
              <div>
                <strong>{t('Search and add')}</strong>
                <span>
                  {t('Type a brand or a salt. Compare substitutes with the same composition.')}
                </span>
              </div>
            </li>
            <li>
              <div>
                <strong>{t('Check your cart')}</strong>
                <span>{t('Change quantities (1 to 20 of each) and see the total at once.')}</span>
              </div>
            </li>
            <li>
              <div>
                <strong>{t('Give the delivery address')}</strong>
                <span>{t('Your PIN code fills in the town, district and state.')}</span>
              </div>
            </li>
            <li>
              <div>
                <strong>{t('Pay and track')}</strong>
                <span>
                  {t(
                    'Pay online or in cash on delivery, then follow your order until it reaches you.',
                  )}
                </span>
              </div>
            </li>
          </Steps>
        </Panel>
        <Panel as="section" aria-labelledby="good-title">
          <h2 id="good-title">{t('Good to know')}</h2>
          <Notes>
            <li>
              {t(
                'Medicines marked Rx need a doctor’s prescription: upload a photo or PDF, or use one from your MediBridge consultation. A pharmacist checks it before packing.',
              )}
            </li>
            <li>{deliveryRule}</li>
            <li>{t('You can cancel an order until it leaves the pharmacy.')}</li>
          </Notes>
          {user ? (
            <Button as={Link} to={ROUTES.myOrders} variant="ghost">
              {t('My Orders')}
            </Button>
          ) : null}
        </Panel>
      </Columns>
    </PharmacyFrame>
  );
}
