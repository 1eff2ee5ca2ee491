import { useMutation } from '@apollo/client/react';
import { TRACKING_CSV_MAX_ROWS } from '@scene-shop/domain/inputs';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilePicker } from '../../../components/ui/file-picker';
import type { TrackingImport_ResultFragment } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { keyedText } from '../../../lib/i18n/server-text';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { CSV_MAX_BYTES, readCsvFile } from '../csv-file';
import { ImportTrackingNumbersMutation, PreviewTrackingImportMutation } from '../delivery-operations';
import styles from './tracking-import-page.module.css';

const KB = CSV_MAX_BYTES / 1000;

/**
 * /admin/orders/tracking (issue 25): a courier's CSV of waybill numbers, previewed row by row with each row's error,
 * then imported all at once (the server refuses the whole file while any row is wrong).
 */
export function TrackingImportPage() {
  const T = MSG.adminDelivery;
  const [fileName, setFileName] = useState('');
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<TrackingImport_ResultFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [preview, { loading: checking }] = useMutation(PreviewTrackingImportMutation);
  const [importAll, { loading: importing }] = useMutation(ImportTrackingNumbersMutation, {
    refetchQueries: ['AdminOrders'],
  });

  const choose = async (file: File | undefined) => {
    setResult(null);
    setFailure(null);
    setDone('');
    setCsv(null);
    setFileName(file?.name ?? '');
    if (!file) return;
    if (file.size > CSV_MAX_BYTES) return setFailure(T.tooLarge(KB));
    const text = await readCsvFile(file);
    try {
      const { data } = await preview({ variables: { csv: text } });
      setCsv(text);
      setResult(data?.previewTrackingImport ?? null);
    } catch (e) {
      setFailure(graphqlErrorMessage(e, T.failed));
    }
  };

  const submit = async () => {
    if (!csv) return;
    setFailure(null);
    try {
      const { data } = await importAll({ variables: { csv } });
      const outcome = data?.importTrackingNumbers ?? null;
      setResult(outcome);
      if (outcome && outcome.errors === 0) {
        setDone(T.imported(outcome.imported));
        setCsv(null);
      }
    } catch (e) {
      setFailure(graphqlErrorMessage(e, T.failed));
    }
  };

  const rows = result?.rows ?? [];
  const ready = csv !== null && result !== null && result.errors === 0 && !done;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.importTitle}</h1>
      <p className={styles.intro}>{T.importIntro}</p>
      <p className={styles.limits}>{T.importLimits(TRACKING_CSV_MAX_ROWS, KB)}</p>
      <FilePicker
        label={T.file}
        chooseText={T.chooseFile}
        chosenText={fileName || T.noFile}
        accept=".csv,text/csv"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {checking && <p role="status">{T.reading}</p>}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <p className={styles.done} role="status" data-testid="tracking-imported">
        {done}
      </p>
      {result && (
        <>
          <p className={result.errors ? styles.failure : styles.summary} data-testid="tracking-summary">
            {T.summary(rows.length, result.errors)}
          </p>
          {result.errors > 0 && <p className={styles.limits}>{T.fixErrors}</p>}
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className="visually-hidden">{T.previewCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.line}</th>
                  <th scope="col">{T.orderNo}</th>
                  <th scope="col">{T.courier}</th>
                  <th scope="col">{T.trackingNo}</th>
                  <th scope="col">{T.result}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} className={row.error ? styles.bad : undefined} data-testid="tracking-row">
                    <td>{row.line}</td>
                    <td>{row.orderNo}</td>
                    <td>{row.courierName}</td>
                    <td>{row.trackingNo}</td>
                    <td>{row.error ? keyedText(row.error, row.errorKey, row.errorArgs) : T.rowOk}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className={styles.actions}>
        <Link to={paths.adminSection('orders')} className="btn btn-outline">
          {T.backToOrders}
        </Link>
        <button type="button" className="btn" disabled={!ready || importing} onClick={() => void submit()}>
          {importing ? T.importing : T.importButton(rows.length)}
        </button>
      </div>
    </div>
  );
}
