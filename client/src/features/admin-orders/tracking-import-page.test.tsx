import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { TrackingImportPage } from './components/tracking-import-page';
import { ImportTrackingNumbersMutation, PreviewTrackingImportMutation } from './delivery-operations';

const T = MSG.adminDelivery;
const GOOD = '주문번호,택배사,송장번호\n2605011,CJ대한통운,601234567890\n';
const BAD = '주문번호,택배사,송장번호\n2605011,번개택배,601234567890\n';

const row = (over: Record<string, unknown> = {}) => ({
  __typename: 'TrackingImportRow' as const,
  line: 2,
  orderNo: '2605011',
  courierName: 'CJ대한통운',
  trackingNo: '601234567890',
  error: null,
  errorKey: null,
  errorArgs: null,
  ...over,
});
const result = (imported: number, rows: object[], errors = 0) => ({
  __typename: 'TrackingImportResult' as const,
  imported,
  errors,
  rows,
});
const badRow = row({
  courierName: '번개택배',
  error: '등록되지 않은 택배사입니다: 번개택배',
  errorKey: 'delivery.unknownCourier',
  errorArgs: ['번개택배'],
});

const csv = (text: string) => new File([text], 'export.csv', { type: 'text/csv' });

describe('the CSV of waybill numbers', () => {
  it('previews each row, keeps a file with an error row out, then imports a good one', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/orders/tracking',
      routes: [{ path: '/admin/orders/tracking', element: <TrackingImportPage /> }],
      mocks: [
        {
          request: { query: PreviewTrackingImportMutation, variables: { csv: BAD } },
          result: { data: { previewTrackingImport: result(0, [badRow], 1) } },
        },
        {
          request: { query: PreviewTrackingImportMutation, variables: { csv: GOOD } },
          result: { data: { previewTrackingImport: result(0, [row()]) } },
        },
        {
          request: { query: ImportTrackingNumbersMutation, variables: { csv: GOOD } },
          result: { data: { importTrackingNumbers: result(1, [row()]) } },
        },
      ],
    });
    const picker = screen.getByLabelText(T.file);
    await user.upload(picker, csv(BAD));
    const bad = await screen.findByTestId('tracking-row');
    expect(within(bad).getByText('등록되지 않은 택배사입니다: 번개택배')).toBeTruthy();
    expect(screen.getByTestId('tracking-summary').textContent).toBe(T.summary(1, 1));
    const submit = screen.getByRole('button', { name: T.importButton(1) }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await user.upload(picker, csv(GOOD));
    await waitFor(() => expect(screen.getByText(T.rowOk)).toBeTruthy());
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('tracking-imported').textContent).toBe(T.imported(1)));
    expect(submit.disabled).toBe(true);
  });

  it('refuses a file over the size limit before sending it', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/orders/tracking',
      routes: [{ path: '/admin/orders/tracking', element: <TrackingImportPage /> }],
    });
    await user.upload(screen.getByLabelText(T.file), csv('x'.repeat(200_001)));
    expect((await screen.findByRole('alert')).textContent).toBe(T.tooLarge(200));
  });
});
