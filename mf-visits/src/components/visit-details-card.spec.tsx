import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso, type VisitDetail } from '@dct/contracts';
import { aDealer, aVehicle, aVisit, callsTo, mockApi, renderPage } from '@dct/ui/testing';
import { VisitDetailsCard } from './visit-details-card';

const today = todayIso();
const detail = (fields: Partial<VisitDetail>): VisitDetail => ({ ...aVisit({ id: 4, ...fields }), vehicle: aVehicle(), dealer: aDealer(), ...fields });

describe('VisitDetailsCard', () => {
  it('asks about an expected date out that has passed, and completes the visit on that day at one click', async () => {
    const passed = detail({ date_in: addDays(today, -10), date_out: addDays(today, -2), status: 'in_progress' });
    const fetchMock = mockApi({ 'PATCH /api/visits/4': { ...passed, status: 'completed' } });
    renderPage(<VisitDetailsCard visit={passed} />);
    expect(screen.getByText('Expected date out')).toBeInTheDocument();
    expect(screen.getByText(/has passed\. Days count up to this date/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^It came back on / }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/visits/4')).toEqual([{ status: 'completed' }]));
    expect(await screen.findByText('Visit updated')).toBeInTheDocument();
  });

  it('shows a date out that is still ahead, or already confirmed, without the question', () => {
    mockApi({});
    const { unmount } = renderPage(<VisitDetailsCard visit={detail({ date_in: addDays(today, -3), date_out: addDays(today, 2), status: 'in_progress' })} />);
    expect(screen.getByText('Expected date out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^It came back on / })).not.toBeInTheDocument();
    unmount();
    renderPage(<VisitDetailsCard visit={detail({ date_in: addDays(today, -10), date_out: addDays(today, -2), status: 'completed' })} />);
    expect(screen.getByText('Date out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^It came back on / })).not.toBeInTheDocument();
  });
});
