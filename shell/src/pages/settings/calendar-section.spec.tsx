import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarMessages, CalendarToasts } from '@dct/contracts';
import { callsTo, mockApi, renderPage } from '@dct/ui/testing';
import { CalendarSection } from './calendar-section';

const FIRST = 'https://app.example/api/calendar/first-token.ics';
const SECOND = 'https://app.example/api/calendar/second-token.ics';

describe('CalendarSection', () => {
  it('says what the feed holds and makes no link until asked', async () => {
    const api = mockApi({ 'GET /api/calendar/token': { url: FIRST } });
    renderPage(<CalendarSection />);
    expect(screen.getByText(CalendarMessages.holds)).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/calendar/token')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show calendar link' }));
    const field = await screen.findByLabelText('Calendar link');
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
  });

  it('copies the link', async () => {
    mockApi({ 'GET /api/calendar/token': { url: FIRST } });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<CalendarSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Show calendar link' }));
    await screen.findByLabelText('Calendar link');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText(CalendarToasts.copied.description)).toBeInTheDocument();
  });

  it('makes a new link after asking, and shows it', async () => {
    const api = mockApi({ 'GET /api/calendar/token': { url: FIRST }, 'POST /api/calendar/token/rotate': { url: SECOND } });
    renderPage(<CalendarSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Show calendar link' }));
    await screen.findByLabelText('Calendar link');
    await userEvent.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CalendarMessages.rotateConfirm)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/calendar/token/rotate')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByDisplayValue(SECOND)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/calendar/token/rotate')).toHaveLength(1);
    expect(await screen.findByText(CalendarToasts.rotated.description)).toBeInTheDocument();
  });

  it('turns the feed off after asking, and does not ask for a link again by itself', async () => {
    const api = mockApi({ 'GET /api/calendar/token': { url: FIRST }, 'DELETE /api/calendar/token': { status: 204 } });
    renderPage(<CalendarSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Show calendar link' }));
    await screen.findByLabelText('Calendar link');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(CalendarToasts.revoked.description)).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/calendar/token')).toHaveLength(1);
    expect(screen.queryByLabelText('Calendar link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show calendar link' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/calendar/token')).toHaveLength(1);
  });

  it('toasts a failed change and keeps the link shown', async () => {
    mockApi({
      'GET /api/calendar/token': { url: FIRST },
      'POST /api/calendar/token/rotate': { status: 500, body: { statusCode: 500, message: 'down', error: 'Internal Server Error' } },
    });
    renderPage(<CalendarSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Show calendar link' }));
    await screen.findByLabelText('Calendar link');
    await userEvent.click(screen.getByRole('button', { name: 'New link' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByText(CalendarToasts.failed.description)).toBeInTheDocument();
    expect(screen.getByLabelText('Calendar link')).toHaveValue(FIRST);
  });
});
