import { msg, TRACKING_CSV_MAX_ROWS } from '@scene-shop/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { badInput } from '../../common/errors.js';

/** One data row of a courier's export, as written (trimmed). */
export interface TrackingRow {
  /** The line of the file (the header is line 1). */
  line: number;
  orderNo: string;
  courier: string;
  trackingNo: string;
}

type Column = 'orderNo' | 'courier' | 'trackingNo';

/** The headers couriers' and shops' exports use, squeezed (lower case, no spaces, '_' or '-'). */
const HEADERS: Record<string, Column> = {
  주문번호: 'orderNo',
  고객주문번호: 'orderNo',
  orderno: 'orderNo',
  ordernumber: 'orderNo',
  order: 'orderNo',
  택배사: 'courier',
  택배사명: 'courier',
  택배사코드: 'courier',
  배송업체: 'courier',
  courier: 'courier',
  couriercode: 'courier',
  carrier: 'courier',
  송장번호: 'trackingNo',
  운송장번호: 'trackingNo',
  trackingno: 'trackingNo',
  trackingnumber: 'trackingNo',
  tracking: 'trackingNo',
  waybill: 'trackingNo',
  waybillno: 'trackingNo',
};

const squeeze = (s: string) => s.replace(/[\s_-]+/g, '').toLowerCase();

/**
 * Reads a CSV of waybill numbers with csv-parse: a header row naming the three columns (Korean or English, in any
 * order, other columns ignored), then one row per parcel; blank lines are skipped. A file that is no CSV, lacks a
 * column, holds no row or too many is refused whole.
 */
export function readTrackingCsv(csv: string): TrackingRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      info: true,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A header and one more row than allowed are enough to know the file is too long.
      to_line: TRACKING_CSV_MAX_ROWS + 2,
      max_record_size: 10_000,
    }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) throw badInput(msg('delivery.csvUnreadable'), 'csv');
    throw err;
  }
  const [first, ...data] = records;
  const index: Partial<Record<Column, number>> = {};
  first?.record.forEach((name, i) => {
    const column = HEADERS[squeeze(name)];
    if (column && index[column] === undefined) index[column] = i;
  });
  const { orderNo, courier, trackingNo } = index;
  if (orderNo === undefined || courier === undefined || trackingNo === undefined) {
    throw badInput(msg('delivery.csvColumns'), 'csv');
  }
  const rows = data.filter(({ record }) => record.some((cell) => cell !== ''));
  if (rows.length === 0) throw badInput(msg('delivery.csvEmpty'), 'csv');
  if (rows.length > TRACKING_CSV_MAX_ROWS) throw badInput(msg('delivery.csvTooManyRows', TRACKING_CSV_MAX_ROWS), 'csv');
  return rows.map(({ record, info }) => ({
    line: info.lines,
    orderNo: record[orderNo] ?? '',
    courier: record[courier] ?? '',
    trackingNo: record[trackingNo] ?? '',
  }));
}
