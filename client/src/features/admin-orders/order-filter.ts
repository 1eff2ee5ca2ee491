import type { AdminOrderFilter, OrderState } from '../../gql/graphql';
import { ORDER_STATES } from './order-rules';

/** The table's filters as the URL keeps them (?state=SHIPPING&name=김&from=2024-05-01&to=2024-05-31&order=12). */
export interface FilterValues {
  state: OrderState | '';
  name: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

export function filterFromParams(params: URLSearchParams): FilterValues {
  const state = params.get('state') as OrderState | null;
  return {
    state: state && ORDER_STATES.includes(state) ? state : '',
    name: params.get('name')?.trim() ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The linked order (?order=12, from a chat's order card), if any. */
export function linkedOrder(params: URLSearchParams): number | null {
  const no = Number(params.get('order'));
  return Number.isInteger(no) && no > 0 ? no : null;
}

/** The server's filter for the URL's values; a linked order narrows the list to that order alone. */
export function toServerFilter(values: FilterValues, orderNo: number | null): AdminOrderFilter {
  return {
    state: values.state || null,
    ordererName: values.name || null,
    startDate: values.from || null,
    endDate: values.to || null,
    orderNo,
  };
}

/** The URL for new filter values: back to the first page, and no longer on a linked order. */
export function paramsFor(values: FilterValues): URLSearchParams {
  const next = new URLSearchParams();
  const entries: [string, string][] = [
    ['state', values.state],
    ['name', values.name.trim()],
    ['from', values.from],
    ['to', values.to],
  ];
  for (const [key, value] of entries) if (value) next.set(key, value);
  return next;
}
