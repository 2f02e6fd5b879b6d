import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { markDayRule } from '@dct/contracts';
import { Button } from '../components/button';
import { FormField, Input } from '../components/form-controls';
import { SchemaBoxes } from './schema-boxes';
import { formFields } from './schema-fields';
import { useSchemaForm } from './use-schema-form';

const blankIsAbsent = (value: unknown) => (value === '' || Number.isNaN(value) ? undefined : value);

/** A form that lays out `make` itself and leaves the rest to SchemaBoxes. */
const bikeSchema = z.object({
  make: z.string().trim().min(1, 'Make is required'),
  colour: z.preprocess(blankIsAbsent, z.string().optional()),
  frame_size: z.preprocess(blankIsAbsent, z.number({ invalid_type_error: 'Frame size is a number' }).min(40, 'Frame size is at least 40').optional()),
  bought_on: markDayRule(z.preprocess(blankIsAbsent, z.string().optional())),
  brakes: z.preprocess(blankIsAbsent, z.enum(['rim', 'disc']).optional()),
  electric: z.boolean(),
});
const bikeFields = formFields(bikeSchema);
const labels = { make: 'Make', colour: 'Colour', frame_size: 'Frame size', bought_on: 'Bought on', brakes: 'Brakes', electric: 'Electric' };

function BikeForm({ submit }: { submit: (values: z.output<typeof bikeSchema>) => Promise<unknown> }) {
  const { form, onSubmit } = useSchemaForm(bikeFields, { defaultValues: bikeFields.empty(), submit });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField label="Make" error={form.formState.errors.make?.message}>
        <Input {...form.register('make')} />
      </FormField>
      <SchemaBoxes fields={bikeFields} form={form} labels={labels} laidOut={['make']} choiceLabels={{ disc: 'Disc brakes' }} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe(SchemaBoxes.name, () => {
  it('gives every field the form does not lay out a labelled box of its kind, and sends what is typed in it', async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    render(<BikeForm submit={submit} />);
    expect(screen.getAllByLabelText('Make')).toHaveLength(1);
    expect(screen.getByLabelText('Colour')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Frame size')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Bought on')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Electric')).toHaveAttribute('type', 'checkbox');
    expect([...screen.getByLabelText<HTMLSelectElement>('Brakes').options].map((option) => option.text)).toEqual(['Not specified', 'rim', 'Disc brakes']);

    await userEvent.type(screen.getByLabelText('Make'), 'Brompton');
    await userEvent.type(screen.getByLabelText('Colour'), 'green');
    await userEvent.type(screen.getByLabelText('Frame size'), '54');
    await userEvent.selectOptions(screen.getByLabelText('Brakes'), 'disc');
    await userEvent.click(screen.getByLabelText('Electric'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toEqual({ make: 'Brompton', colour: 'green', frame_size: 54, brakes: 'disc', electric: true });
  });

  it("shows a field's message under its box", async () => {
    const submit = jest.fn();
    render(<BikeForm submit={submit} />);
    await userEvent.type(screen.getByLabelText('Make'), 'Brompton');
    await userEvent.type(screen.getByLabelText('Frame size'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Frame size is at least 40')).toBeInTheDocument();
    expect(screen.getByLabelText('Frame size')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });
});
