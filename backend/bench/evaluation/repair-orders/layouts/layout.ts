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

type Pair = readonly [string, string];
type Triple = readonly [string, string, string];

/**
 * The words a design may print over the fields most orders share, each role a table of wordings to
 * pick from. A pair or triple reaches `render` with its parts named: `dates.in`, `mileage.out`,
 * `threeCs.complaint`.
 */
export interface LabelTables {
  /** Over the order's number. */
  number?: readonly string[];
  /** Over the date in and the date out. */
  dates?: readonly Pair[];
  /** Over the mileage: one heading for the reading (or both), or one for in and one for out. */
  mileage?: readonly string[] | readonly Pair[];
  /** Over a line's complaint and correction, or its complaint, cause and correction. */
  threeCs?: readonly Pair[] | readonly Triple[];
  /** Over the amount the customer pays. */
  total?: readonly string[];
}

/** What each part of a pair or triple labels, by role and length. */
const PARTS: Record<string, Record<number, readonly string[]>> = {
  dates: { 2: ['in', 'out'] },
  mileage: { 2: ['in', 'out'] },
  threeCs: { 2: ['complaint', 'correction'], 3: ['complaint', 'cause', 'correction'] },
};

/** How `render` gets a role's wording: a single one as it is, a pair or triple as its parts by name. */
type Named<Role, Wording> = Wording extends string
  ? Wording
  : Role extends 'threeCs'
    ? Wording extends Triple
      ? { readonly complaint: string; readonly cause: string; readonly correction: string }
      : { readonly complaint: string; readonly correction: string }
    : { readonly in: string; readonly out: string };

/** One wording of each role the design declares. */
export type Labels<Tables extends LabelTables> = {
  readonly [Role in keyof Tables]-?: Named<Role, Tables[Role] extends ReadonlyArray<infer Wording> | undefined ? Wording : never>;
};

/** How one document prints its dates (a style picked for it, and the time after the date where one is given), and its labels. */
export interface DocumentStyle<Tables extends LabelTables = LabelTables> {
  style: DateStyle;
  date: (iso: string, time?: string) => string;
  time: (time: string) => string;
  labels: Labels<Tables>;
}

/** A design as written: the fields it prints by name, its date styles and clock, its labels; every medium unless it says. */
export interface LayoutDesign<Tables extends LabelTables> extends Pick<Layout, 'order' | 'roNumber'> {
  media?: readonly RepairOrderMedium[];
  prints: readonly PrintedField[];
  /** The date style is each document's first pick; `between` goes between a date and its time. */
  dates: { styles: readonly DateStyle[]; clock: TimeStyle; between?: string };
  /** The wordings of each label role; `render` gets one of each, drawn at its first use (see `labelsDrawnAtFirstUse`). */
  labels?: Tables;
  render: (facts: OrderFacts, random: Random, style: DocumentStyle<Tables>) => LayoutDocument;
}

type Wording = string | Pair | Triple;
/** A drawn pair or triple with its parts named (see `PARTS`); a single wording as it is. */
const named = (role: keyof LabelTables, wording: Wording) =>
  typeof wording === 'string' ? wording : Object.fromEntries(PARTS[role][wording.length].map((name, index) => [name, wording[index]]));

/**
 * Each role's wording is drawn from the document's stream when `render` first reads it, not all up
 * front: layouts draw their labels in their own order, with other picks in between, and a document
 * must come out the same as before its labels were declared here. Drawing at first use also means a
 * role added to a design later does not shift the draws of the others, so existing samples stay the
 * same. A design reads each role where its draw belongs among its other picks (`const { total } =
 * labels;` there), and the same wording on every later read.
 */
function labelsDrawnAtFirstUse<Tables extends LabelTables>(tables: Tables, random: Random): Labels<Tables> {
  const drawn = new Map<keyof LabelTables, unknown>();
  const labels = {};
  for (const [role, wordings] of Object.entries(tables) as Array<[keyof LabelTables, readonly Wording[]]>)
    Object.defineProperty(labels, role, {
      enumerable: true,
      get: () => {
        if (!drawn.has(role)) drawn.set(role, named(role, random.pick(wordings)));
        return drawn.get(role);
      },
    });
  return labels as Labels<Tables>;
}

export function defineLayout<Tables extends LabelTables = Record<never, never>>(name: RepairOrderLayout, design: LayoutDesign<Tables>): Layout {
  const { order, media = ALL_MEDIA, prints, dates, labels = {} as Tables, render, roNumber } = design;
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
      return render(facts, random, { style, date, time, labels: labelsDrawnAtFirstUse(labels, random) });
    },
  };
}

export const ALL_MEDIA: readonly RepairOrderMedium[] = ['pdf_text', 'pdf_scan', 'png', 'photo_jpeg'];
export const LETTER = { width: 816, height: 1056 } as const;

/** A document of letter-size pages. */
export const letterPages = (css: string, ...pages: string[]): LayoutDocument => ({ css, pages, ...LETTER });

export const h = escapeHtml;
export const upper = (text: string) => h(text.toUpperCase());
export const payName = (line: OrderLine) => ({ C: 'CUSTOMER', W: 'WARRANTY', I: 'INTERNAL', S: 'SERVICE CONTRACT' })[line.pay];
export const lineTotal = (line: OrderLine) => money(line.labor + line.partsTotal);
