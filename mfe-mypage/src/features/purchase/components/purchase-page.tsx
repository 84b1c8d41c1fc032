import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEAL_MESSAGES, type ContactDetail } from '@akiya/contracts';
import { Button, ErrorSummary, FormField, fieldStyles, selectUser, useAppSelector, type ErrorSummaryItem, TextField } from '@akiya/shared-ui';
import formStyles from '../../../components/form-layout.module.css';
import { useZipcodeFill } from '../../../hooks/use-zipcode-fill';
import { useDealAction } from '../../../hooks/use-deal-action';
import { ConflictNotice } from '../../../components/conflict-notice';
import { todayLocal } from '../../../utils/format-date';
import {
  APPLICATION_LABELS,
  APPLICATION_ORDER,
  EMPTY_APPLICATION,
  fromApplication,
  PAYMENT_METHOD_LABELS,
  toApplication,
  validateApplication,
  type ApplicationKey,
  type ApplicationValues,
} from '../utils/application-fields';
import { ContactPage, ContactPageLoader } from './contact-page-loader';
import styles from './purchase.module.css';

export const APPLICATION_DRAFT_PREFIX = 'purchase-application-draft:';

function readDraft(key: string): ApplicationValues | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? { ...EMPTY_APPLICATION, ...(JSON.parse(raw) as Partial<ApplicationValues>) } : null;
  } catch {
    return null;
  }
}

/** /my-page/purchase/:id: the buyer's purchase application (購入申込書). */
export function PurchasePage() {
  return <ContactPageLoader title="購入申込書">{(contact) => <PurchaseForm contact={contact} />}</ContactPageLoader>;
}

function PurchaseForm({ contact }: { contact: ContactDetail }) {
  const id = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const user = useAppSelector(selectUser);
  const draftKey = `${APPLICATION_DRAFT_PREFIX}${contact.contact_id}`;
  const [values, setValues] = useState<ApplicationValues>(
    () =>
      readDraft(draftKey) ??
      (contact.application
        ? fromApplication(contact.application)
        : { ...EMPTY_APPLICATION, name: user ? `${user.last_name ?? ''} ${user.first_name ?? ''}`.trim() : '' }),
  );
  const [errors, setErrors] = useState<Partial<Record<ApplicationKey, string>>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const { run, busy, conflict, error, reload } = useDealAction(contact);

  const set = useCallback(
    (key: ApplicationKey, value: string) => {
      setValues((v) => {
        const next = { ...v, [key]: value };
        try {
          sessionStorage.setItem(draftKey, JSON.stringify(next));
        } catch {
          // ignore
        }
        return next;
      });
    },
    [draftKey],
  );
  const { onZipcode, note } = useZipcodeFill(useCallback((address: string) => set('address', address), [set]));

  const via = search.get('via');
  const rule =
    contact.allowed.find((r) => r.transition === 'submitApplication' && (!via || r.via === via)) ??
    contact.allowed.find((r) => r.transition === 'submitApplication') ??
    null;

  const items: ErrorSummaryItem[] = APPLICATION_ORDER.filter((k) => errors[k]).map((k) => ({
    key: k,
    label: APPLICATION_LABELS[k],
    message: errors[k] ?? '',
    fieldId: `${id}-${k}`,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rule) return;
    const found = validateApplication(values, todayLocal());
    setErrors(found);
    if (Object.keys(found).length) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    const result = await run(rule, undefined, toApplication(values));
    if (result.ok) {
      try {
        sessionStorage.removeItem(draftKey);
      } catch {
        // ignore
      }
      navigate(`/my-page/messages/${contact.contact_id}`);
      return;
    }
    if (result.fieldErrors) {
      const server: Partial<Record<ApplicationKey, string>> = {};
      for (const [k, v] of Object.entries(result.fieldErrors)) {
        const key = k.replace(/^application\./, '') as ApplicationKey;
        if (APPLICATION_ORDER.includes(key) && v?.[0]) server[key] = v[0];
      }
      if (Object.keys(server).length) setErrors(server);
    }
    setFailedSubmits((n) => n + 1);
  };

  const field = (key: ApplicationKey, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`${id}-${key}`}
      label={APPLICATION_LABELS[key]}
      value={values[key]}
      error={errors[key]}
      onValue={(v) => set(key, v)}
      {...extra}
    />
  );

  return (
    <ContactPage title="購入申込書" contact={contact}>
      {!rule ? (
        <p role="alert">{DEAL_MESSAGES.notAllowed}</p>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate aria-label="購入申込書">
          {conflict ? <ConflictNotice onReload={reload} /> : null}
          <ErrorSummary items={items} message={items.length ? null : error} focusKey={failedSubmits} data-testid="form-error-summary" />
          {contact.last_reason && contact.contact_status === '購入申込書調整' ? (
            <p>{`売主からの調整のご連絡：${contact.last_reason}`}</p>
          ) : null}
          {field('offer_price_man_yen', { inputMode: 'decimal', hint: '万円単位の半角数字（例: 350）' })}
          <div className={formStyles.row}>
            {field('name', { autoComplete: 'name' })}
            {field('name_kana', { hint: 'ひらがなで（例: やまだ　はなこ。空白は全角）' })}
          </div>
          <TextField
            id={`${id}-zipcode`}
            label={APPLICATION_LABELS.zipcode}
            value={values.zipcode}
            error={errors.zipcode}
            note={note}
            inputMode="numeric"
            autoComplete="postal-code"
            hint="ハイフンなしの半角数字7桁。入力すると住所を自動で補います。"
            onValue={(v) => {
              set('zipcode', v);
              void onZipcode(v, () => valuesRef.current.address);
            }}
          />
          {field('address', { autoComplete: 'street-address' })}
          {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: '半角数字とハイフン（例: 03-1234-5678）' })}
          <FormField as="group" id={`${id}-payment_method`} label={APPLICATION_LABELS.payment_method} error={errors.payment_method}>
            <div className={styles.radios}>
              {(Object.keys(PAYMENT_METHOD_LABELS) as (keyof typeof PAYMENT_METHOD_LABELS)[]).map((m) => (
                <label key={m} className={styles.radio}>
                  <input
                    type="radio"
                    className={fieldStyles.check}
                    name={`${id}-payment`}
                    value={m}
                    checked={values.payment_method === m}
                    onChange={() => set('payment_method', m)}
                  />
                  {PAYMENT_METHOD_LABELS[m]}
                </label>
              ))}
            </div>
          </FormField>
          {field('desired_settlement_date', { type: 'date', min: todayLocal() })}
          <TextField id={`${id}-note`} label={APPLICATION_LABELS.note} multiline rows={4} value={values.note} error={errors.note} onValue={(v) => set('note', v)} />
          <div className={formStyles.actions}>
            <Button type="submit" loading={busy} loadingText="送信中…">
              {rule.label}
            </Button>
          </div>
        </form>
      )}
    </ContactPage>
  );
}
