import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isDealEnded, type ContactDetail } from '@akiya/contracts';
import { buttonClass } from '@akiya/shared-ui';
import { useDealAction } from '../../../hooks/use-deal-action';
import { ActionForm, type ActionValues, type AllowedRule } from '../../../components/action-form';
import { ConflictNotice } from '../../../components/conflict-notice';
import styles from '../../../components/deal-thread.module.css';

const EMPTY: ActionValues = { preview_date: '', preview_time: '', reason: '', message: '' };

function ruleKey(r: AllowedRule): string {
  return `${r.transition}:${r.via ?? ''}`;
}

/**
 * ONLY the moves the viewer may take now (ContactDetail.allowed). The implicit startNegotiation
 * (the seller's first reply) is not a button, nor the no-op cancel of a deal that has already ended
 * (キャンセル, 他決: docs/product.md §4 keeps "cancel" there, but it would change nothing). A purchase application
 * opens /my-page/purchase/:id.
 */
export function DealActions({ contact }: { contact: ContactDetail }) {
  const ended = isDealEnded(contact.contact_status);
  const rules = contact.allowed.filter((r) => r.via !== null && !(ended && r.transition === 'cancel'));
  const [open, setOpen] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, ActionValues>>({});
  const { run, busy, conflict, error, reload } = useDealAction(contact);
  const [done, setDone] = useState<string | null>(null);
  const navigate = useNavigate();

  if (rules.length === 0 && !done && !conflict && !error) return null;
  const openRule = rules.find((r) => ruleKey(r) === open) ?? null;

  return (
    <section className={styles.actions} aria-labelledby="deal-actions-heading">
      <h2 id="deal-actions-heading" className={styles.sectionTitle}>
        商談の操作
      </h2>
      {conflict ? <ConflictNotice onReload={reload} /> : null}
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className={styles.done} role="status">
          {done}
        </p>
      ) : null}
      {rules.length === 0 ? null : (
        <div className={styles.buttons} role="group" aria-label="商談の操作ボタン">
          {rules.map((r) => {
            const key = ruleKey(r);
            if (r.requires.includes('application')) {
              return (
                <Link key={key} className={buttonClass('primary')} to={`/my-page/purchase/${contact.contact_id}?via=${r.via}`}>
                  {r.label}
                </Link>
              );
            }
            return (
              <button
                key={key}
                type="button"
                className={buttonClass(r.transition === 'cancel' ? 'danger' : 'secondary')}
                aria-expanded={open === key}
                onClick={() => {
                  setDone(null);
                  setOpen(open === key ? null : key);
                }}
              >
                {r.label}
              </button>
            );
          })}
          {contact.is_seller && contact.application ? (
            <Link className={buttonClass('secondary')} to={`/my-page/response-purchase/${contact.contact_id}`}>
              購入申込書を確認する
            </Link>
          ) : null}
        </div>
      )}
      {openRule ? (
        <ActionForm
          key={open}
          rule={openRule}
          values={values[open ?? ''] ?? EMPTY}
          onValues={(v) => setValues((all) => ({ ...all, [open ?? '']: v }))}
          busy={busy}
          onCancel={() => setOpen(null)}
          onSubmit={async () => {
            const result = await run(openRule, values[open ?? ''] ?? EMPTY);
            if (result.ok && openRule.transition === 'cancel') {
              // A cancelled deal ends on the shell's finish page (/cancel-done).
              navigate('/cancel-done');
              return;
            }
            if (result.ok) {
              setValues((all) => ({ ...all, [open ?? '']: EMPTY }));
              setOpen(null);
              setDone(`「${openRule.label}」を受け付けました。`);
            }
          }}
        />
      ) : null}
    </section>
  );
}
