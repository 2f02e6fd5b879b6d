import { mixSeed, seededRandom } from '../seeded-random';
import { LAYOUTS, type Layout, type LayoutDocument } from './layouts';
import { planOrder, type OrderFacts } from './order';
import { RepairOrderRenderer } from './render';
import { REPAIR_ORDER_LAYOUTS, REPAIR_ORDER_MEDIA, type GenerateOptions, type RepairOrderCase, type RepairOrderMedium, type RepairOrderTruth } from './types';

const FILE_TYPES: Record<RepairOrderMedium, { extension: string; mimeType: RepairOrderCase['mimeType'] }> = {
  pdf_text: { extension: 'pdf', mimeType: 'application/pdf' },
  pdf_scan: { extension: 'pdf', mimeType: 'application/pdf' },
  png: { extension: 'png', mimeType: 'image/png' },
  photo_jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
};

/** Separate streams per case, so a layout's choice of labels never changes the order it prints. */
const STREAM = { order: 1, layout: 2, medium: 3 } as const;

export interface RepairOrderPlan extends Omit<RepairOrderCase, 'bytes'> {
  facts: OrderFacts;
  document: LayoutDocument;
  /** Shapes the scan or the photo. */
  mediumSeed: number;
}

/**
 * The layout and medium of each case in turn: round r pairs layout j with medium (j + r), so the
 * first cases already cover every layout and every medium, and as many cases as there are pairs
 * cover every pair a layout supports.
 */
export function combinations(layouts: readonly Layout[], media: readonly RepairOrderMedium[]) {
  const pairs: Array<{ layout: Layout; medium: RepairOrderMedium }> = [];
  for (let round = 0; round < media.length; round += 1)
    layouts.forEach((layout, index) => {
      const medium = media[(index + round) % media.length];
      if (layout.media.includes(medium)) pairs.push({ layout, medium });
    });
  return pairs;
}

export function truthOf(layout: Layout, facts: OrderFacts): RepairOrderTruth {
  const [main] = facts.lines;
  return {
    dealer_name: facts.dealer.name,
    date_in: facts.dateIn,
    date_out: facts.dateOut,
    total: facts.totals.customerPay,
    ro_number: layout.roNumber ? layout.roNumber(facts) : facts.roNumber,
    mileage_in: facts.mileageIn,
    mileage_out: layout.prints.mileageOut ? facts.mileageOut : null,
    warranty_repair: facts.lines.some((line) => line.pay === 'W'),
    complaint: layout.prints.complaint ? main.complaint : null,
    cause: layout.prints.cause ? main.cause : null,
    correction: layout.prints.correction ? main.correction : null,
  };
}

/** The cases without their files: truths, facts and each page's HTML. Cheap, and the same for the same seed. */
export function planRepairOrders({ seed, count, layouts = REPAIR_ORDER_LAYOUTS, media = REPAIR_ORDER_MEDIA }: GenerateOptions): RepairOrderPlan[] {
  const pairs = combinations(
    layouts.map((name) => LAYOUTS[name]),
    media,
  );
  if (!pairs.length) throw new Error(`No layout among ${layouts.join(', ')} is made in ${media.join(', ')}`);
  return Array.from({ length: count }, (_, index) => {
    const { layout, medium } = pairs[index % pairs.length];
    const facts = planOrder(seededRandom(mixSeed(seed, index, STREAM.order)), layout.order.mode, layout.order);
    const id = `ro-${seed}-${String(index + 1).padStart(3, '0')}-${layout.name}-${medium}`;
    return {
      id,
      layout: layout.name,
      medium,
      fileName: `${id}.${FILE_TYPES[medium].extension}`,
      mimeType: FILE_TYPES[medium].mimeType,
      truth: truthOf(layout, facts),
      facts,
      document: layout.render(facts, seededRandom(mixSeed(seed, index, STREAM.layout))),
      mediumSeed: mixSeed(seed, index, STREAM.medium),
    };
  });
}

/** Renders `count` repair orders from `seed` (same seed, same truths; same files where Chromium allows). */
export async function generateRepairOrders(options: GenerateOptions): Promise<RepairOrderCase[]> {
  const plans = planRepairOrders(options);
  const renderer = await RepairOrderRenderer.open();
  try {
    const cases: RepairOrderCase[] = [];
    for (const plan of plans) {
      const bytes = await renderer.render(plan.document, plan.medium, plan.facts.printedDate, seededRandom(plan.mediumSeed));
      cases.push({ id: plan.id, layout: plan.layout, medium: plan.medium, fileName: plan.fileName, mimeType: plan.mimeType, bytes, truth: plan.truth });
    }
    return cases;
  } finally {
    await renderer.close();
  }
}
