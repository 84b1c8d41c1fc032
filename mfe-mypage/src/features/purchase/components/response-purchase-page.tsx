import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEAL_MESSAGES, formatPriceManYen, type ContactDetail } from '@akiya/contracts';
import { buttonClass } from '@akiya/shared-ui';
import { useDealAction } from '../../../hooks/use-deal-action';
import { ActionForm, type ActionValues } from '../../../components/action-form';
import { ConflictNotice } from '../../../components/conflict-notice';
import threadStyles from '../../../components/deal-thread.module.css';
import { APPLICATION_LABELS, PAYMENT_METHOD_LABELS } from '../utils/application-fields';
import { ContactPage, ContactPageLoader } from './contact-page-loader';
import styles from './purchase.module.css';

const EMPTY: ActionValues = { preview_date: '', preview_time: '', reason: '', message: '' };

/** /my-page/response-purchase/:id: the seller reads the application and accepts, adjusts, holds or rejects it. */
export function ResponsePurchasePage() {
  return <ContactPageLoader title="購入申込書の確認">{(contact) => <Response contact={contact} />}</ContactPageLoader>;
}

function Response({ contact }: { contact: ContactDetail }) {
  const navigate = useNavigate();
  const { run, busy, conflict, error, reload } = useDealAction(contact);
  const [open, setOpen] = useState<string | null>(null);
  const [values, setValues] = useState<ActionValues>(EMPTY);
  const rules = contact.allowed.filter((r) => r.via === 'sellerApplicationResponse');
  const openRule = rules.find((r) => r.transition === open) ?? null;
  const a = contact.application;

  return (
    <ContactPage title="購入申込書の確認" contact={contact}>
      {!contact.is_seller ? (
        <p role="alert">{DEAL_MESSAGES.notAllowed}</p>
      ) : !a ? (
        <p>購入申込書はまだ届いていません。</p>
      ) : (
        <>
          <dl className={styles.details} aria-label="購入申込書の内容">
            <div>
              <dt>{APPLICATION_LABELS.offer_price_man_yen}</dt>
              <dd>{formatPriceManYen(a.offer_price_man_yen)}</dd>
            </div>
            <div>
              <dt>{APPLICATION_LABELS.name}</dt>
              <dd>{`${a.name}（${a.name_kana}）`}</dd>
            </div>
            <div>
              <dt>{APPLICATION_LABELS.address}</dt>
              <dd>{`〒${a.zipcode} ${a.address}`}</dd>
            </div>
            <div>
              <dt>{APPLICATION_LABELS.phone}</dt>
              <dd>{a.phone}</dd>
            </div>
            <div>
              <dt>{APPLICATION_LABELS.payment_method}</dt>
              <dd>{PAYMENT_METHOD_LABELS[a.payment_method] ?? a.payment_method}</dd>
            </div>
            <div>
              <dt>{APPLICATION_LABELS.desired_settlement_date}</dt>
              <dd>{a.desired_settlement_date.replace(/-/g, '/')}</dd>
            </div>
            <div>
              <dt>{APPLICATION_LABELS.note}</dt>
              <dd>{a.note || '—'}</dd>
            </div>
          </dl>
          <p>{`現在の状況：${contact.contact_status}`}</p>
          {conflict ? <ConflictNotice onReload={reload} /> : null}
          {error ? (
            <p className={threadStyles.fieldError} role="alert">
              {error}
            </p>
          ) : null}
          {rules.length === 0 ? (
            <p>この購入申込書には現在お返事できません。</p>
          ) : (
            <div className={threadStyles.buttons} role="group" aria-label="購入申込書へのお返事">
              {rules.map((r) => (
                <button
                  key={r.transition}
                  type="button"
                  className={buttonClass(r.transition === 'acceptApplication' ? 'primary' : 'secondary')}
                  aria-expanded={open === r.transition}
                  onClick={() => setOpen(open === r.transition ? null : r.transition)}
                >
                  {r.label}
                </button>
              ))}
            </div>
          )}
          {openRule ? (
            <ActionForm
              rule={openRule}
              values={values}
              onValues={setValues}
              busy={busy}
              onCancel={() => setOpen(null)}
              onSubmit={async () => {
                const result = await run(openRule, values);
                if (result.ok) navigate(`/my-page/messages/${contact.contact_id}`);
              }}
            />
          ) : null}
        </>
      )}
    </ContactPage>
  );
}
