import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo } from '@medibridge/api-client';
import { BOOKING_MESSAGES_HI } from '@medibridge/contract/hi-booking';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { STEP_FIRST, USER, network, renderRoute, storeDrafts } from '../test/renderRoute';
import { StepFirstPage } from '../pages/StepFirstPage';
import { StepSecondPage } from '../pages/StepSecondPage';

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  resetTextsForTests();
  localStorage.clear();
});

describe('booking screens in Hindi', () => {
  it('step one: heading, labels, answers and its own validation message', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute('/appointment/step-first', {
      path: '/appointment/step-first',
      element: <StepFirstPage />,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'पुरुष' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'डायबिटीज़ है?' })).getByRole('radio', {
        name: 'नहीं',
      }),
    ).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'पुष्टि करें और आगे बढ़ें' }));
    expect(await screen.findByText('कृपया उम्र चुनें।')).toBeInTheDocument();
  });

  it("step two: the days in Hindi and contract's booking messages", async () => {
    await act(() => changeLanguage('hi'));
    storeDrafts(STEP_FIRST, null);
    renderRoute(
      '/appointment/step-second',
      { path: '/appointment/step-second', element: <StepSecondPage /> },
      network(),
    );
    const days = await screen.findByRole('group', { name: 'तारीख चुनें' });
    expect(within(days).getByRole('radio', { name: /^बुधवार, 25/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText(BOOKING_MESSAGES_HI.departmentRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES_HI.symptomsRequired)).toBeInTheDocument();
  });
});
