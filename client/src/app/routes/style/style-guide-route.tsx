import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { StarRating } from '../../../components/ui/star-rating';
import { MSG } from '../../../lib/messages';
import { DemoForm, DemoPagedList, DemoQueryStates, DemoTables } from './style-guide-demos';
import styles from './style-guide.module.css';

const T = MSG.styleGuide;

/** /user/test (spec: the button-style demo): every component of the kit in its states, on one page. */
export function StyleGuideRoute() {
  const [quantity, setQuantity] = useState(1);
  const [dialog, setDialog] = useState<'confirm' | 'message' | null>(null);
  return (
    <div className="page">
      <h1 className="page-title">{T.title}</h1>
      <p>{T.intro}</p>
      <Section title={T.buttons}>
        <div className={styles.row}>
          <button type="button" className="btn">
            {T.primary}
          </button>
          <button type="button" className="btn btn-outline">
            {T.outline}
          </button>
          <button type="button" className="btn btn-accent">
            {T.accent}
          </button>
          <button type="button" className="btn" disabled>
            {T.disabled}
          </button>
        </div>
      </Section>
      <Section title={T.queryState}>
        <DemoQueryStates />
      </Section>
      <Section title={T.form}>
        <DemoForm />
      </Section>
      <Section title={T.table}>
        <DemoTables />
      </Section>
      <Section title={T.pagedList}>
        <DemoPagedList />
      </Section>
      <Section title={`${T.rating} · ${T.quantity}`}>
        <div className={styles.row}>
          <StarRating score={4.5} />
          <StarRating score={2} size="sm" />
          <QuantityStepper label={T.quantity} quantity={quantity} max={5} onChange={setQuantity} />
        </div>
      </Section>
      <Section title={T.dialogs}>
        <div className={styles.row}>
          <button type="button" className="btn btn-outline" onClick={() => setDialog('confirm')}>
            {T.openConfirm}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setDialog('message')}>
            {T.openMessage}
          </button>
        </div>
        {dialog === 'confirm' && (
          <ConfirmDialog
            title={T.confirmTitle}
            confirmText={T.delete}
            cancelText={T.cancel}
            onConfirm={() => setDialog(null)}
            onCancel={() => setDialog(null)}
            danger
          >
            <p>{T.confirmBody}</p>
          </ConfirmDialog>
        )}
        {dialog === 'message' && <MessageDialog message={T.message} okText={T.ok} onClose={() => setDialog(null)} />}
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}
