import { z } from 'zod';
import { day, instant, rowId } from './common';
import { lemonWatchSchema } from './lemon-watch';
import { correspondenceLogSchema } from './correspondence';

/** POST /api/vehicles/{id}/share-links answers the link once; only its hash is kept. */
export const shareLinkCreatedSchema = z.object({
  id: rowId(),
  url: z.string().describe('The read-only page, /share/{token}: shown only in this answer'),
});
/** What POST /api/vehicles/{id}/share-links answers, once: the link itself is not shown again. */
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

/** One time a link was opened: when, and what opened it in coarse words (no address is kept). */
export const shareLinkOpenSchema = z.object({
  opened_at: instant(),
  client: z.string().describe('"Chrome on Android", "Safari on iPhone", "Other"'),
});
export type ShareLinkOpen = z.infer<typeof shareLinkOpenSchema>;

/** A link as its owner sees it: what it allows, until when, and its opens (newest first). */
export const shareLinkSchema = z.object({
  id: rowId(),
  vehicle_id: rowId(),
  created_at: instant(),
  expires_at: instant(),
  revoked_at: instant().nullable(),
  active: z.boolean().describe('Neither revoked nor expired'),
  hide_money: z.boolean(),
  hide_contact: z.boolean(),
  has_passcode: z.boolean(),
  open_count: z.number().int(),
  opens: z.array(shareLinkOpenSchema),
});
/** A link as the owner sees it in GET /api/vehicles/{id}/share-links. */
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/share/{token}: one vehicle's file, read-only — only what this list names is ever shown. */
export const sharedFileSchema = z.object({
  expires_at: instant(),
  hide_money: z.boolean(),
  hide_contact: z.boolean(),
  owner: z.object({ name: z.string(), email: z.string().nullable().describe('Null when the link hides contact details') }),
  vehicle: z.object({
    label: z.string(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    trim: z.string().nullable(),
    vin: z.string().nullable(),
    registration_state: z.string().nullable(),
    condition: z.string(),
    purchase_date: day().nullable(),
    delivery_date: day().nullable(),
    delivery_mileage: z.number().int().nullable(),
    purchase_price: z.number().nullable().describe('Null when unknown or hidden'),
    downtime_days: z.number().int(),
    visit_count: z.number().int(),
  }),
  visits: z.array(
    z.object({
      id: rowId(),
      date_in: day(),
      date_out: day().nullable(),
      days: z.number().int(),
      status: z.string(),
      dealer_name: z.string(),
      ro_number: z.string().nullable(),
      primary_issue: z.string(),
      defect: z.string().nullable(),
      mileage_in: z.number().int().nullable(),
      mileage_out: z.number().int().nullable(),
      complaint: z.string().nullable(),
      cause: z.string().nullable(),
      correction: z.string().nullable(),
      warranty_repair: z.boolean(),
      safety_defect: z.boolean(),
    }),
  ),
  documents: z.array(
    z.object({
      id: rowId(),
      visit_id: rowId(),
      file_name: z.string(),
      mime_type: z.string(),
      file_size: z.number().int(),
      sha256: z.string().nullable(),
      created_at: instant(),
    }),
  ),
  claims: z.array(
    z.object({
      id: rowId(),
      visit_id: rowId(),
      status: z.string(),
      dealer_name: z.string(),
      sent_at: instant().nullable(),
      response_due: day().nullable(),
      closed_at: instant().nullable(),
      ask_amount: z.number().nullable().describe('Null when money figures are hidden'),
      offered_amount: z.number().nullable(),
      recovered_amount: z.number().nullable(),
      dealer_reply: z.string().nullable().describe('Dollar amounts in it are hidden when money figures are'),
    }),
  ),
  correspondence: correspondenceLogSchema.shape.items.element
    .pick({ occurred_on: true, direction: true, party: true, party_name: true, method: true, tracking_number: true, summary: true })
    .array(),
  lemon_watch: lemonWatchSchema.nullable(),
  not_legal_advice: z.string(),
});
/** GET /api/share/{token}: one vehicle's file, read-only, as the link allows. */
export type SharedFile = z.infer<typeof sharedFileSchema>;
