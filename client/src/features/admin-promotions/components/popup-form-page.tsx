import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FilePicker } from '../../../components/ui/file-picker';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { useObjectUrl } from '../../../lib/use-object-url';
import { firstPopupProblem, popupSchema, type PopupForm, type PopupFormValues } from '../guide-path-schema';
import { RegisterPopupMutation } from '../operations';
import { guidePath } from '../promotion-paths';
import { DoneDialog, FormButtons, SendingOverlay } from './form-status';
import { GuidePathFields } from './guide-path-fields';
import styles from './promotions.module.css';

const TYPES = ['productList', 'product', 'show', 'shopPath'] as const;
const EMPTY: PopupFormValues = { file: null, type: '', target: null, path: '' };

/** /admin/promotion/popup: a home page popup (admin-console §2); §5's messages show in a dialog. */
export function PopupFormPage() {
  const form = useSchemaForm(popupSchema(), { defaultValues: EMPTY });
  const file = useWatch({ control: form.control, name: 'file' });
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const m = MSG.adminPromotions.popupForm;
  const [register, { loading, data }] = useMutation(RegisterPopupMutation, {
    refetchQueries: ['AdminPopups'],
    // The home page must not show its cached list: the next visit asks the server again.
    update: (cache) => {
      cache.evict({ fieldName: 'popups' });
      cache.gc();
    },
  });

  const submit = async (popup: PopupForm) => {
    const path = guidePath(popup.type, popup.target?.no ?? null, popup.path) ?? '';
    await register({ variables: { path, pic: popup.file } }).catch((err: unknown) =>
      setProblem(graphqlErrorMessage(err, m.failed)),
    );
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{m.title}</h1>
      <Form
        form={form}
        className={styles.form}
        onSubmit={submit}
        onInvalid={(errors) => setProblem(firstPopupProblem(errors))}
      >
        <div className={styles.field}>
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <FilePicker
                label={m.image}
                chooseText={MSG.admin.chooseFile}
                chosenText={file?.name ?? MSG.admin.noFileChosen}
                accept="image/*"
                onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
              />
            )}
          />
          {preview && <img src={preview} alt={m.preview} className={styles.preview} />}
        </div>
        <GuidePathFields label={m.pathType} types={TYPES} />
        <FormButtons submit={m.submit} busy={loading} />
      </Form>
      {problem && <MessageDialog message={problem} okText={MSG.adminPromotions.ok} onClose={() => setProblem(null)} />}
      {loading && <SendingOverlay />}
      {data && <DoneDialog message={m.done} />}
    </div>
  );
}
