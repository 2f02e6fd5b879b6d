import type { Random } from '../../seeded-random';
import type { OrderFacts, OrderLine, OrderOptions, PayMode } from '../order';
import type { RepairOrderLayout, RepairOrderMedium } from '../types';
import { escapeHtml, formatDate, formatTime, money, type DateStyle, type TimeStyle } from '../format';

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
  order: OrderOptions & { mode: PayMode };
  media: readonly RepairOrderMedium[];
  /** Which of the truth's optional fields the design prints. */
  prints: { complaint: boolean; cause: boolean; correction: boolean; mileageOut: boolean };
  /** The order's number as the design prints it, where it adds a branch prefix or a suffix (else the plain number). */
  roNumber?: (facts: OrderFacts) => string;
  render(facts: OrderFacts, random: Random): LayoutDocument;
}

type PrintedField = keyof Layout['prints'];

/** How one document prints its dates: a style picked for it, and the time after the date where one is given. */
export interface Dating {
  style: DateStyle;
  date: (iso: string, time?: string) => string;
  time: (time: string) => string;
}

/** A design as written: the fields it prints by name, its date styles and clock; every medium unless it says. */
export interface LayoutDesign extends Pick<Layout, 'order' | 'roNumber'> {
  media?: readonly RepairOrderMedium[];
  prints: readonly PrintedField[];
  /** The date style is each document's first pick; `between` goes between a date and its time. */
  dates: { styles: readonly DateStyle[]; clock: TimeStyle; between?: string };
  render: (facts: OrderFacts, random: Random, dating: Dating) => LayoutDocument;
}

export function defineLayout(name: RepairOrderLayout, design: LayoutDesign): Layout {
  const { order, media = ALL_MEDIA, prints, dates, render, roNumber } = design;
  const { clock, between = ' ' } = dates;
  return {
    name,
    order,
    media,
    ...(roNumber ? { roNumber } : {}),
    prints: {
      complaint: prints.includes('complaint'),
      cause: prints.includes('cause'),
      correction: prints.includes('correction'),
      mileageOut: prints.includes('mileageOut'),
    },
    render(facts, random) {
      const style = random.pick(dates.styles);
      const time = (value: string) => formatTime(value, clock);
      const date = (iso: string, at?: string) => (at ? `${formatDate(iso, style)}${between}${time(at)}` : formatDate(iso, style));
      return render(facts, random, { style, date, time });
    },
  };
}

export const ALL_MEDIA: readonly RepairOrderMedium[] = ['pdf_text', 'pdf_scan', 'png', 'photo_jpeg'];
export const LETTER = { width: 816, height: 1056 } as const;

/** A document of letter-size pages. */
export const letterPages = (css: string, ...pages: string[]): LayoutDocument => ({ css, pages, ...LETTER });

export const h = escapeHtml;
export const upper = (text: string) => h(text.toUpperCase());
export const payName = (line: OrderLine) => ({ C: 'CUSTOMER', W: 'WARRANTY', I: 'INTERNAL' })[line.pay];
export const lineTotal = (line: OrderLine) => money(line.labor + line.partsTotal);
