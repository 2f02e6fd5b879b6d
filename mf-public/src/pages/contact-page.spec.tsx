import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, renderPage } from '@dct/ui/testing';
import { ContactPage } from './contact-page';

const renderContactPage = () => renderPage(<ContactPage />, { path: '/contact' });

describe('ContactPage', () => {
  const originalFetch = global.fetch;

  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('validates the form with the spec messages, posts valid values and resets', async () => {
    const user = userEvent.setup();
    renderContactPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Send Message' });

    // Empty form: every required message shows under its field.
    await user.click(submit);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    // Too short.
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    const subject = screen.getByLabelText('Subject');
    const message = screen.getByLabelText('Message');
    await user.type(name, 'J');
    await user.type(subject, 'ab');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();

    // Valid values are posted to /api/contact.
    const fetchMock = mockApi({ 'POST /api/contact': { status: 201, body: { ok: true } } });
    const values = {
      name: 'Jane Owner',
      email: 'jane@example.com',
      subject: 'Question about my claim',
      message: 'My car spent nine days at the dealer. How do I file?',
      category: 'billing',
    };
    await user.clear(name);
    await user.type(name, values.name);
    await user.type(email, values.email);
    await user.clear(subject);
    await user.type(subject, values.subject);
    await user.selectOptions(screen.getByLabelText('Category'), values.category);
    await user.type(message, values.message);
    await user.click(submit);

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/contact')).toEqual([values]));

    // The form resets to its defaults after success.
    await waitFor(() => expect(name).toHaveValue(''));
    expect(email).toHaveValue('');
    expect(subject).toHaveValue('');
    expect(message).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('support');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
