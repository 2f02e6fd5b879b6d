import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Button } from '../components/button';
import { FormField, Input, Select } from '../components/form-controls';
import { formFields, patchOf, schemaFields, type FieldKinds, type FieldValuesOf } from './schema-fields';
import { useSchemaForm } from './use-schema-form';

const blankIsAbsent = (value: unknown) => (value === '' || Number.isNaN(value) ? undefined : value);

/** A small form schema as @dct/contracts writes them: boxes' raw values in, the API's values out. */
const bikeSchema = z.object({
  make: z.string().trim().min(1, 'Make is required'),
  frame_size: z.preprocess(blankIsAbsent, z.number({ invalid_type_error: 'Frame size is a number' }).optional()),
  notes: z.preprocess(blankIsAbsent, z.string().trim().optional()),
  shop_id: z.preprocess((value) => (blankIsAbsent(value) === undefined ? undefined : Number(value)), z.number().optional()),
  electric: z.boolean(),
  kind: z.enum(['road', 'mountain']),
});

const bikeFields = formFields(bikeSchema, {
  make: 'text',
  frame_size: 'number',
  notes: 'text',
  shop_id: 'id-select',
  electric: 'checkbox',
  kind: 'choice',
});

const storedBike = { id: 3, make: 'Brompton', frame_size: null, notes: 'Folds', shop_id: 12, electric: true, kind: 'road' as const };

describe(formFields.name, () => {
  it("lists the schema's fields in its order, also under a refinement", () => {
    expect(bikeFields.fields).toEqual(['make', 'frame_size', 'notes', 'shop_id', 'electric', 'kind']);
    expect(schemaFields(bikeSchema.superRefine(() => undefined))).toEqual(bikeFields.fields);
  });

  it('starts each box empty for its kind, but for the values given', () => {
    expect(bikeFields.empty({ kind: 'road' })).toEqual({ make: '', frame_size: undefined, notes: '', shop_id: '', electric: false, kind: 'road' });
    expect(bikeFields.empty({ kind: 'mountain', electric: true }).electric).toBe(true);
  });

  it('shows a stored record in the boxes: null as empty, an id as text, other fields of the record left out', () => {
    expect(bikeFields.fromRecord(storedBike)).toEqual({ make: 'Brompton', frame_size: undefined, notes: 'Folds', shop_id: '12', electric: true, kind: 'road' });
    expect(bikeFields.fromRecord(storedBike, { notes: '' }).notes).toBe('');
  });

  it('patches every field of the schema, a cleared one as null', () => {
    expect(bikeFields.patch({ make: 'Brompton', frame_size: undefined, notes: undefined, shop_id: 12, electric: false, kind: 'road' })).toEqual({
      make: 'Brompton',
      frame_size: null,
      notes: null,
      shop_id: 12,
      electric: false,
      kind: 'road',
    });
    // The part of a form an edit may change: only its fields are sent.
    expect(patchOf(bikeSchema.pick({ notes: true }), { make: 'Brompton', notes: 'Folds' })).toEqual({ notes: 'Folds' });
  });

  it('puts a field added to the schema in the values and in the PATCH', () => {
    const withColour = formFields(bikeSchema.extend({ colour: z.preprocess(blankIsAbsent, z.string().optional()) }), { ...bikeFields.kinds, colour: 'text' });
    expect(withColour.fields).toContain('colour');
    expect(withColour.empty({ kind: 'road' })).toHaveProperty('colour', '');
    expect(withColour.fromRecord({ ...storedBike, colour: 'green' })).toHaveProperty('colour', 'green');
    expect(withColour.patch({ make: 'Brompton', electric: false, kind: 'road', colour: undefined })).toHaveProperty('colour', null);
  });

  it("gives a field the form does not name its value's kind of box: a number box, a checkbox, else text", () => {
    const fields = formFields(bikeSchema, { shop_id: 'id-select', kind: 'choice' });
    expect(fields.kinds).toEqual({ make: 'text', frame_size: 'number', notes: 'text', shop_id: 'id-select', electric: 'checkbox', kind: 'choice' });
    const values: FieldValuesOf<typeof fields> = fields.empty({ kind: 'road' });
    expect(values).toEqual(bikeFields.empty({ kind: 'road' }));
    // @ts-expect-error -- a number box holds a number (or nothing), as the compiler knows from the schema alone.
    values.frame_size = '12';
    // @ts-expect-error -- a checkbox holds true or false.
    values.electric = 'yes';
  });

  it('builds the schema afresh from a function (a rule that moves with the date)', () => {
    const build = jest.fn(() => bikeSchema);
    const fields = formFields(build, bikeFields.kinds);
    expect(fields.fields).toEqual(bikeFields.fields);
    expect(fields.schema()).toBe(bikeSchema);
  });
});

describe('formFields, as the compiler sees it', () => {
  it('refuses a kind for a field the schema lacks, or a kind that does not exist', () => {
    const complete = { make: 'text', frame_size: 'number', notes: 'text', shop_id: 'id-select', electric: 'checkbox', kind: 'choice' } as const;
    // @ts-expect-error -- `colour` is not a field of the schema.
    formFields(bikeSchema, { ...complete, colour: 'text' });
    // @ts-expect-error -- no such kind of box.
    formFields(bikeSchema, { ...complete, make: 'textarea' });
    // The table on its own, as a form's file may write it: incomplete does not compile either.
    // @ts-expect-error -- `notes` is missing.
    const partial: FieldKinds<typeof bikeSchema> = { make: 'text', frame_size: 'number', shop_id: 'id-select', electric: 'checkbox', kind: 'choice' };
    expect(partial).toBeDefined();
  });

  it('types the values by kind, asks a new form for its choices, and wants every field of the record', () => {
    const values: FieldValuesOf<typeof bikeFields> = bikeFields.empty({ kind: 'road' });
    // @ts-expect-error -- a choice is one of the schema's values.
    values.kind = 'gravel';
    // @ts-expect-error -- a select box of ids holds text.
    values.shop_id = 12;
    // @ts-expect-error -- the choice's starting value is required.
    bikeFields.empty();
    // @ts-expect-error -- a record without the schema's `electric` cannot fill the form.
    bikeFields.fromRecord({ make: 'Brompton', frame_size: 56, notes: null, shop_id: null, kind: 'road' });
    expect(values.kind).toBe('gravel');
  });
});

function BikeForm({
  defaultValues,
  submit,
}: {
  defaultValues: FieldValuesOf<typeof bikeFields>;
  submit: (values: z.output<typeof bikeSchema>) => Promise<unknown>;
}) {
  const { form, onSubmit } = useSchemaForm(bikeFields, { defaultValues, submit });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField label="Make" error={errors.make?.message}>
        <Input {...form.register('make')} />
      </FormField>
      <FormField label="Frame Size" error={errors.frame_size?.message}>
        <Input type="number" {...form.register('frame_size', { valueAsNumber: true })} />
      </FormField>
      <FormField label="Notes">
        <Input {...form.register('notes')} />
      </FormField>
      <FormField label="Shop">
        <Select {...form.register('shop_id')}>
          <option value="">None</option>
          <option value="12">Cycle Works</option>
        </Select>
      </FormField>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe(useSchemaForm.name, () => {
  it("checks the boxes with the schema and submits the schema's values", async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    render(<BikeForm defaultValues={bikeFields.fromRecord(storedBike)} submit={submit} />);
    await userEvent.clear(screen.getByLabelText('Make'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Make is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Make'), ' Moulton ');
    await userEvent.clear(screen.getByLabelText('Notes'));
    await userEvent.selectOptions(screen.getByLabelText('Shop'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const [values] = submit.mock.calls[0] as [z.output<typeof bikeSchema>];
    expect(values).toEqual({ make: 'Moulton', frame_size: undefined, notes: undefined, shop_id: undefined, electric: true, kind: 'road' });
    expect(bikeFields.patch(values)).toEqual({ make: 'Moulton', frame_size: null, notes: null, shop_id: null, electric: true, kind: 'road' });
  });

  it('turns a typed number and a chosen id into numbers', async () => {
    const submit = jest.fn().mockResolvedValue(undefined);
    render(<BikeForm defaultValues={bikeFields.empty({ kind: 'mountain', make: 'Trek' })} submit={submit} />);
    await userEvent.type(screen.getByLabelText('Frame Size'), '54');
    await userEvent.selectOptions(screen.getByLabelText('Shop'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ make: 'Trek', frame_size: 54, notes: undefined, shop_id: 12, electric: false, kind: 'mountain' }),
    );
  });
});
