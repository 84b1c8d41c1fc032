import { useState } from 'react';
import { STAFF_BANK_MESSAGES, type StaffBankMunicipality, type StaffBankMunicipalityValues } from '@akiya/contracts';
import { Button, apiErrorMessage } from '@akiya/shared-ui';
import { formatDate } from '../../../utils/format-date';
import { useAddStaffBankMemberMutation, useRemoveStaffBankMemberMutation, useUpdateStaffBankMunicipalityMutation } from '../api/staff-akiyabank-api';
import { MemberForm } from './member-form';
import { MunicipalityForm } from './municipality-form';
import page from '../../../components/staff-page.module.css';
import styles from './staff-akiyabank.module.css';

const valuesOf = (m: StaffBankMunicipality): StaffBankMunicipalityValues => ({
  prefecture_code: m.prefecture_code,
  name: m.name,
  bank_name: m.bank_name,
  terms: m.terms,
  office_name: m.office_name,
  office_phone: m.office_phone,
  office_email: m.office_email,
  office_hours: m.office_hours,
});

/** One municipality: its bank and office, an edit form on demand, its members (add by email, remove). */
export function MunicipalityCard({ municipality: m, onDone }: { municipality: StaffBankMunicipality; onDone: (message: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateStaffBankMunicipalityMutation();
  const [addMember] = useAddStaffBankMemberMutation();
  const [removeMember, removal] = useRemoveStaffBankMemberMutation();
  const headingId = `bank-municipality-${m.id}`;

  const remove = async (userId: number, email: string) => {
    const result = await removeMember({ id: m.id, userId });
    onDone('error' in result && result.error ? apiErrorMessage(result.error) : `${email}を${m.name}のメンバーから外しました。`);
  };

  return (
    <li className={page.item} aria-labelledby={headingId} data-testid="staff-bank-municipality">
      <h3 id={headingId} className={styles.title}>
        {m.prefecture_name} {m.name}
        <span className={page.chip}>公開物件 {m.listing_count}件</span>
      </h3>
      {editing ? (
        <MunicipalityForm
          label={`${m.name}の編集`}
          initial={valuesOf(m)}
          submitLabel="保存する"
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            const result = await update({ id: m.id, values });
            if ('error' in result && result.error) return result.error;
            setEditing(false);
            onDone(`${values.name}：${STAFF_BANK_MESSAGES.saved}`);
            return null;
          }}
        />
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>都道府県コード</dt>
            <dd>{m.prefecture_code}</dd>
            <dt>空き家バンク</dt>
            <dd>{m.bank_name}</dd>
            <dt>窓口</dt>
            <dd>
              {m.office_name}・{m.office_phone}・{m.office_email}
              {m.office_hours ? `・${m.office_hours}` : ''}
            </dd>
          </dl>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {m.name}の情報を編集
          </Button>
        </>
      )}
      <h4 className={styles.subTitle}>メンバー</h4>
      {m.members.length === 0 ? (
        <p className={styles.meta}>メンバーはまだいません。</p>
      ) : (
        <ul className={styles.members} aria-label={`${m.name}のメンバー`}>
          {m.members.map((u) => (
            <li key={u.userId} className={styles.member}>
              <span>
                {u.name ? `${u.name}・` : ''}
                {u.email}
                <span className={styles.meta}>（{formatDate(u.addedAt)}から）</span>
              </span>
              <Button variant="secondary" loading={removal.isLoading} onClick={() => void remove(u.userId, u.email)} aria-label={`${u.email}をメンバーから外す`}>
                外す
              </Button>
            </li>
          ))}
        </ul>
      )}
      <MemberForm
        municipalityName={m.name}
        onAdd={async (email) => {
          const result = await addMember({ id: m.id, email });
          if ('error' in result && result.error) return result.error;
          onDone(`${email}：${STAFF_BANK_MESSAGES.memberAdded}`);
          return null;
        }}
      />
    </li>
  );
}
