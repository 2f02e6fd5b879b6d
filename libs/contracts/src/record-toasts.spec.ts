import { AccountToasts } from './account';
import { AiToasts } from './ai';
import { CatalogToasts } from './catalog';
import { ClaimToasts } from './claim';
import { DealerToasts } from './dealer';
import { UploadToasts } from './document';
import { NotificationToasts } from './notification';
import { OfferToasts } from './offers';
import { TrashCopy } from './trash';
import { VehicleToasts } from './vehicle';
import { VisitToasts } from './visit';

// Spec §8's toast copy is exact: the snapshot pins every title and text of the toast tables.
describe('toast copy', () => {
  it.each([
    ['VehicleToasts', VehicleToasts],
    ['VisitToasts', VisitToasts],
    ['ClaimToasts', ClaimToasts],
    ['DealerToasts', DealerToasts],
    ['AccountToasts', AccountToasts],
    ['AiToasts', AiToasts],
    ['CatalogToasts', CatalogToasts],
    ['UploadToasts', UploadToasts],
    ['NotificationToasts', NotificationToasts],
    ['OfferToasts', OfferToasts],
    ['TrashCopy', TrashCopy],
  ])('%s keep their copy', (_name, toasts) => {
    expect(toasts).toMatchSnapshot();
  });
});
