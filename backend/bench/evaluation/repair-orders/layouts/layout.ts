import type { Random } from '../../seeded-random';
import type { OrderFacts, OrderLine, PayMode } from '../order';
import type { RepairOrderLayout, RepairOrderMedium } from '../types';
import { escapeHtml, money } from '../format';

/** A rendered design: its pages' HTML (each inside a `.page` box of the given size) and its CSS. */
export interface LayoutDocument {
  css: string;
  pages: string[];
  /** CSS pixels (96 per inch). */
  width: number;
  /** Null: as tall as its content (a receipt). */
  height: number | null;
}

export interface Layout {
  name: RepairOrderLayout;
  /** How the order's lines are paid, and what kind of business it is. */
  order: { mode: PayMode; sameDay?: boolean; previousBalance?: boolean; independent?: boolean };
  media: readonly RepairOrderMedium[];
  /** Which of the truth's optional fields the design prints. */
  prints: { complaint: boolean; cause: boolean; correction: boolean; mileageOut: boolean };
  render(facts: OrderFacts, random: Random): LayoutDocument;
}

export const ALL_MEDIA: readonly RepairOrderMedium[] = ['pdf_text', 'pdf_scan', 'png', 'photo_jpeg'];
export const LETTER = { width: 816, height: 1056 } as const;

export const h = escapeHtml;
export const upper = (text: string) => h(text.toUpperCase());
export const payName = (line: OrderLine) => ({ C: 'CUSTOMER', W: 'WARRANTY', I: 'INTERNAL' })[line.pay];
export const lineTotal = (line: OrderLine) => money(line.labor + line.partsTotal);
