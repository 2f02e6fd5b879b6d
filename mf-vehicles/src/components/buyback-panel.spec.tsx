import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuybackMessages } from '@dct/contracts';
import { buybackEstimate, type BuybackInputs } from '@dct/contracts/lemon-law';
import { aClaim, callsTo, fillIn, mockApi, renderPage } from '@dct/ui/testing';
import { BuybackPanel } from './buyback-panel';

const path = '/api/vehicles/7/buyback';

// Cal. Civ. Code § 1793.2(d)(2)(C): $40,000 × (6,012 − 12) mi ÷ 120,000 = $2,000.00.
const inputs: BuybackInputs = {
  state: 'CA',
  purchase_price: 40_000,
  delivery_mileage: 12,
  visits: [{ id: 3, date_in: '2025-03-01', mileage_in: 6_012, defect: 'Transmission slip', warranty_repair: true }],
  costs: [{ kind: 'collateral', label: 'Sales tax', amount: 3_300 }],
  current_mileage: null,
  current_mileage_date: null,
};

describe('BuybackPanel', () => {
  it('shows the arithmetic line by line, the basis with its source, and that it is not legal advice', async () => {
    mockApi({ [`GET ${path}`]: buybackEstimate(inputs) });
    renderPage(<BuybackPanel vehicleId={7} claims={[]} />);
    expect(await screen.findByRole('rowheader', { name: 'Price paid' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$40,000.00' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Collateral: Sales tax' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Use offset: $40,000.00 × 6,000 mi ÷ 120,000' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '− $2,000.00' })).toBeInTheDocument();
    // $40,000 + $3,300 − $2,000 = $41,300.00.
    expect(screen.getByRole('cell', { name: '$41,300.00' })).toBeInTheDocument();
    expect(screen.getByText(BuybackMessages.notLegalAdvice, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cal\. Civ\. Code § 1793\.2\(d\)\(2\)\(C\)/ })).toHaveAttribute('href', expect.stringContaining('leginfo'));
    expect(screen.getByText('Statute’s formula')).toBeInTheDocument();
  });

  it('says what is missing', async () => {
    mockApi({ [`GET ${path}`]: buybackEstimate({ ...inputs, purchase_price: null }) });
    renderPage(<BuybackPanel vehicleId={7} claims={[]} />);
    expect(await screen.findByText(BuybackMessages.priceRequired)).toBeInTheDocument();
  });

  it('offers a downtime claim as an incidental cost and adds it only when the owner clicks', async () => {
    const user = userEvent.setup();
    const saved = buybackEstimate({ ...inputs, costs: [...inputs.costs, { kind: 'incidental', label: 'Downtime claim #11', amount: 1_200 }] });
    const api = mockApi({ [`GET ${path}`]: buybackEstimate(inputs), [`PUT ${path}`]: saved });
    renderPage(<BuybackPanel vehicleId={7} claims={[aClaim({ id: 11, vehicle_id: 7, ask_amount: 1_200 })]} />);
    const add = await screen.findByRole('button', { name: /Add\s+Downtime claim #11/ });
    expect(callsTo(api, 'PUT', path)).toHaveLength(0);
    await user.click(add);
    await waitFor(() => expect(callsTo(api, 'PUT', path)).toHaveLength(1));
    expect(callsTo(api, 'PUT', path)[0]).toEqual({
      lines: [
        { kind: 'collateral', label: 'Sales tax', amount: 3_300 },
        { kind: 'incidental', label: 'Downtime claim #11', amount: 1_200 },
      ],
    });
    expect(await screen.findByRole('rowheader', { name: 'Incidental: Downtime claim #11' })).toBeInTheDocument();
  });

  it('refuses a negative amount without asking the API', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${path}`]: buybackEstimate(inputs) });
    renderPage(<BuybackPanel vehicleId={7} claims={[]} />);
    await fillIn(user, await screen.findByLabelText('Description'), 'Towing');
    await fillIn(user, screen.getByLabelText('Amount ($)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Add cost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BuybackMessages.amountInvalid);
    expect(callsTo(api, 'PUT', path)).toHaveLength(0);
  });
});
