import { z } from 'zod';
import { issue } from '../keys.js';
import { pageArgs, rowNo } from './common.js';

export const COURIER_CODE_MAX = 20;
/** The longest waybill number any courier prints (the courier's own length is checked against its row). */
export const TRACKING_NO_MAX = 30;
/** The console's CSV of waybill numbers: at most this many characters (a courier's day of parcels fits) and rows. */
export const TRACKING_CSV_MAX_CHARS = 200_000;
export const TRACKING_CSV_MAX_ROWS = 1000;
/** The most orders marked 배송완료 at once (one page of the overdue list). */
export const MAX_BULK_DELIVERED = 100;

const badTrackingNo = issue('delivery.trackingNoFormat');

/** A waybill number as couriers print it: letters and digits; the hyphens and spaces between groups are dropped. */
export const trackingNo = () =>
  z
    .string()
    .max(TRACKING_NO_MAX * 2, badTrackingNo)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^[0-9A-Za-z]{1,${TRACKING_NO_MAX}}$`), badTrackingNo));

export const courierCode = () => z.string().trim().min(1).max(COURIER_CODE_MAX);

/** The parcel an order leaves in: its courier (by code) and waybill number. */
export const parcelInput = z.strictObject({ courierCode: courierCode(), trackingNo: trackingNo() });
export type ParcelValue = z.output<typeof parcelInput>;

/** The console's CSV of waybill numbers (주문번호, 택배사, 송장번호), as text. */
export const trackingCsvArgs = z.strictObject({
  csv: z.string().max(TRACKING_CSV_MAX_CHARS, issue('delivery.csvTooLarge', TRACKING_CSV_MAX_CHARS / 1000)),
});
export type TrackingCsvArgsValue = z.output<typeof trackingCsvArgs>;

/** Orders the console marks 배송완료 together. */
export const markDeliveredArgs = z.strictObject({
  nos: z
    .array(rowNo())
    .min(1)
    .max(MAX_BULK_DELIVERED)
    .transform((nos) => [...new Set(nos)]),
});
export type MarkDeliveredArgsValue = z.output<typeof markDeliveredArgs>;

/** The dashboard's orders 배송중 for too long, oldest first. */
export const overdueDeliveriesArgs = pageArgs(20);
