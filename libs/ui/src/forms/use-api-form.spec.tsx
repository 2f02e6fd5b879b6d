import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { ApiError, NetworkError, NetworkMessages } from '../api/api-client';
import { Toaster } from '../toast/toaster';
import { Button } from '../components/button';
import { FormField, Input } from '../components/form-controls';
import { useApiForm, type ApiFormFailure } from './use-api-form';

interface Fields {
  email: string;
}

/** A stand-in for zodResolver(schema): the email is required and trimmed. */
const resolver: Resolver<Fields> = (values): ResolverResult<Fields> => {
  const email = values.email.trim();
  if (email) return { values: { email }, errors: {} };
  return { values: {}, errors: { email: { type: 'required', message: 'Email is required' } } };
};

function EmailForm(props: { submit: (values: Fields) => Promise<unknown>; onSuccess?: () => void; onFailure?: (failure: ApiFormFailure) => void }) {
  const { form, onSubmit, pending, failure } = useApiForm({ resolver, defaultValues: { email: '' }, ...props });
  return (
    <form noValidate onSubmit={onSubmit}>
      {failure && <div role="alert">{failure.serverMessage ?? 'Please try again.'}</div>}
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input {...form.register('email')} />
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

const apiError = (status: number, body: object) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, { statusCode: status, error: 'Error', message: '', ...body });

describe(useApiForm.name, () => {
  it('submits the checked values, is pending meanwhile, then reports success', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const submit = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const onSuccess = jest.fn();
    render(<EmailForm submit={submit} onSuccess={onSuccess} />);

    await userEvent.type(screen.getByLabelText('Email'), '  jane@example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({ email: 'jane@example.test' });

    finish({ id: 1 });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledWith({ id: 1 }, { resetForm: expect.any(Function) });
  });

  it('sends nothing while a field is invalid', async () => {
    const submit = jest.fn();
    render(<EmailForm submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("puts the server's per-field messages under the fields, with no other notice", async () => {
    const onFailure = jest.fn();
    const submit = jest.fn().mockRejectedValue(apiError(400, { message: 'Email is taken', errors: { email: ['Email is taken'] } }));
    render(<EmailForm submit={submit} onFailure={onFailure} />);
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is taken')).toHaveClass('field-error');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("reports a failure no field explains, with the server's message", async () => {
    const onFailure = jest.fn();
    const error = apiError(429, { message: 'Too many attempts. Please wait a minute.' });
    render(<EmailForm submit={jest.fn().mockRejectedValue(error)} onFailure={onFailure} />);
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute.');
    expect(onFailure).toHaveBeenCalledWith({ error, serverMessage: 'Too many attempts. Please wait a minute.' });
  });

  it('reports a failure without a server message too (the form picks the words)', async () => {
    render(<EmailForm submit={jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))} />);
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please try again.'));
  });

  it("says an offline change was not saved, in a toast instead of the form's own failure notice", async () => {
    const onFailure = jest.fn();
    render(
      <>
        <EmailForm submit={jest.fn().mockRejectedValue(new NetworkError(true))} onFailure={onFailure} />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText("You're offline — nothing was saved. It will be kept here until you retry.")).length).toBeGreaterThan(0);
    expect(screen.getAllByText(NetworkMessages.offline).length).toBeGreaterThan(0);
    expect(onFailure).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.test');
  });
});
