import { ClaimToasts } from './claim';
import { DealerToasts } from './dealer';
import { VehicleToasts } from './vehicle';
import { VisitToasts } from './visit';

// Spec §8's toast copy is exact: the snapshot pins every title and text of the record toasts.
describe('record toasts', () => {
  it.each([
    ['VehicleToasts', VehicleToasts],
    ['VisitToasts', VisitToasts],
    ['ClaimToasts', ClaimToasts],
    ['DealerToasts', DealerToasts],
  ])('%s keep their copy', (_name, toasts) => {
    expect(toasts).toMatchSnapshot();
  });
});
