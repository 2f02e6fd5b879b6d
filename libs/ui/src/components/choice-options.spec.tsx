import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceSelect } from './choice-options';
import { FormField } from './form-controls';

const SIZES = ['small', 'large'] as const;

describe('ChoiceSelect', () => {
  it('gives back the value chosen, and takes the label and aria attributes its FormField gives', async () => {
    const onChange = jest.fn();
    render(
      <FormField label="Size" error="Choose a size">
        <ChoiceSelect value="" onChange={onChange} values={SIZES} labels={{ small: 'Small', large: 'Large' }} empty="Any size" />
      </FormField>,
    );
    const select = screen.getByLabelText('Size');
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any size', 'Small', 'Large']);
    await userEvent.selectOptions(select, 'large');
    expect(onChange).toHaveBeenCalledWith('large');
  });
});
