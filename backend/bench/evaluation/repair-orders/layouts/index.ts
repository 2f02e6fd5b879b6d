import type { RepairOrderLayout } from '../types';
import { dmsLayout } from './dms';
import { greenbarLayout } from './greenbar';
import type { Layout } from './layout';
import { portalLayout } from './portal';
import { preprintedLayout } from './preprinted';
import { quickLubeLayout } from './quick-lube';
import { splitPayLayout } from './split-pay';
import { thermalLayout } from './thermal';
import { threeCsLayout } from './three-cs';
import { twoPageLayout } from './two-page';
import { warrantyLayout } from './warranty';

export type { Layout, LayoutDocument } from './layout';

export const LAYOUTS: Record<RepairOrderLayout, Layout> = {
  dms: dmsLayout,
  three_cs: threeCsLayout,
  warranty: warrantyLayout,
  split_pay: splitPayLayout,
  two_page: twoPageLayout,
  thermal: thermalLayout,
  portal: portalLayout,
  preprinted: preprintedLayout,
  greenbar: greenbarLayout,
  quick_lube: quickLubeLayout,
};
