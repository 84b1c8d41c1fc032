import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EMPTY_STAFF_BANK_MUNICIPALITY, STAFF_BANK_MESSAGES } from '@akiya/contracts';
import { apiErrorStatus, NotFoundPage, QueryStatus, REFETCH_STALE_S } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { useCreateStaffBankMunicipalityMutation, useGetStaffBankMunicipalitiesQuery } from '../api/staff-akiyabank-api';
import { MunicipalityCard } from './municipality-card';
import { MunicipalityForm } from './municipality-form';
import page from '../../../components/staff-page.module.css';

/**
 * /my-page/staff/akiyabank: staff add and edit the bank's partner municipalities and their member
 * accounts (docs/product.md, staff rows; docs/akiyabank.md). Non-staff: the 404 page (the API
 * answers 404 to them).
 */
export function StaffAkiyabankPage() {
  const query = useGetStaffBankMunicipalitiesQuery(undefined, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [create] = useCreateStaffBankMunicipalityMutation();
  const [message, setMessage] = useState<string | null>(null);
  const code = apiErrorStatus(query.error);
  if (code === 404 || code === 401 || code === 403) return <NotFoundPage />;

  return (
    <SectionPage
      title="空き家バンクの自治体（スタッフ）"
      lead={
        <p>
          空き家バンクに参加する自治体の登録と、物件を管理するメンバーの追加・削除です。メンバーは<Link to="/akiyabank/manage">空き家バンクの物件管理</Link>
          で自治体の物件を登録・公開できます。
        </p>
      }
    >
      <p role="status" className={page.status}>
        {message ?? ''}
      </p>
      <h2 className={page.sectionTitle}>登録済みの自治体</h2>
      <QueryStatus query={query} loadingLabel="読み込み中…" isEmpty={(d) => d.items.length === 0} empty="登録済みの自治体はまだありません">
        {(d) => (
          <ul className={`${page.list} ${page.roomy}`} aria-label="登録済みの自治体">
            {d.items.map((m) => (
              <MunicipalityCard key={m.id} municipality={m} onDone={setMessage} />
            ))}
          </ul>
        )}
      </QueryStatus>
      <h2 className={page.sectionTitle}>自治体を追加</h2>
      <MunicipalityForm
        label="自治体を追加"
        initial={EMPTY_STAFF_BANK_MUNICIPALITY}
        submitLabel="自治体を登録する"
        resetOnSave
        onSubmit={async (values) => {
          const result = await create(values);
          if ('error' in result && result.error) return result.error;
          setMessage(`${values.name}：${STAFF_BANK_MESSAGES.created}`);
          return null;
        }}
      />
    </SectionPage>
  );
}
