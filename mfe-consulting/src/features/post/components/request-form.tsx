import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  codePointLength,
  CONSULTING_ATTACHMENT_TYPES,
  CONSULTING_FIELD_LABELS as LABELS,
  CONSULTING_LIMITS,
  CONSULTING_REQUESTER_TYPES,
  CONSULTING_TIMINGS,
  consultingFilesError,
  orderedConsultingErrors,
  PREFECTURES,
  validateConsultingRequest,
  type ConsultingRequestErrors,
  type ConsultingRequestValues,
} from '@akiya/contracts';
import {
  apiErrorStatus,
  Button,
  describeApiError,
  ErrorSummary,
  FormField,
  fieldStyles,
  Select,
  useGetBaseDataQuery,
  useLoginPrompt,
} from '@akiya/shared-ui';
import { useGetMyConsultingPropertiesQuery, useSubmitConsultingRequestMutation } from '../api/consulting-request-api';
import { useRequestDraft } from '../hooks/use-request-draft';
import styles from './request-form.module.css';

type Field = keyof ConsultingRequestValues | 'files';
const POST_PATH = '/airyflow/post';
const PREFECTURE_OPTIONS = PREFECTURES.map((p) => ({ value: p.code, label: p.name }));

/**
 * The consulting request form (/airyflow/post). Every rule is contracts' (the API runs the same);
 * errors show per field and in the summary; the draft keeps what was typed. Sending needs a login
 * (the login dialog opens and the visitor comes back to this page with the draft).
 */
export function RequestForm() {
  const uid = useId();
  const fieldId = (f: Field) => `${uid}-${f}`;
  const navigate = useNavigate();
  const promptLogin = useLoginPrompt();
  const { data: base } = useGetBaseDataQuery();
  const user = base?.user ?? null;
  const listings = useGetMyConsultingPropertiesQuery(undefined, { skip: !user });
  const { values, clientId, setValue, clear, notice } = useRequestDraft();
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<ConsultingRequestErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [submit, { isLoading }] = useSubmitConsultingRequestMutation();

  const set = <K extends keyof ConsultingRequestValues>(name: K, value: ConsultingRequestValues[K]) => {
    setValue(name, value);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: ConsultingRequestErrors = { ...validateConsultingRequest(values) };
    const fileProblem = consultingFilesError(files);
    if (fileProblem) found.files = fileProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    if (!user) {
      promptLogin(POST_PATH);
      return;
    }
    try {
      const done = await submit({ values, clientId, files }).unwrap();
      clear();
      setFiles([]);
      navigate(done.redirect);
    } catch (e) {
      if (apiErrorStatus(e) === 401) {
        promptLogin(POST_PATH);
        return;
      }
      const info = describeApiError(e);
      const fields: ConsultingRequestErrors = {};
      for (const [k, v] of Object.entries(info.fields)) if (k in LABELS) fields[k as Field] = v;
      setErrors(fields);
      setFailure(Object.keys(fields).length === 0 ? info.message : null);
      setAttempt((n) => n + 1);
    }
  };

  const summary = orderedConsultingErrors(errors).map((e) => ({ key: e.field, label: LABELS[e.field], message: e.message, fieldId: fieldId(e.field) }));
  const own = listings.data?.items ?? [];
  const listingMode = values.property_mode === 'listing';
  const problemLength = codePointLength(values.problem);

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="相談の申し込み">
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {!user ? (
        <div className={styles.login}>
          <p>お申し込みにはログインが必要です。入力した内容はこのブラウザに保存されるので、ログインしたあとも続きから送信できます。</p>
          <Button variant="secondary" onClick={() => promptLogin(POST_PATH)}>
            ログインする
          </Button>
        </div>
      ) : null}
      <ErrorSummary items={summary} message={failure} focusKey={attempt} />

      <FormField as="group" label={LABELS.requester_type} id={fieldId('requester_type')} required error={errors.requester_type}>
        {(Object.keys(CONSULTING_REQUESTER_TYPES) as (keyof typeof CONSULTING_REQUESTER_TYPES)[]).map((k) => (
          <label key={k} className={values.requester_type === k ? fieldStyles.optionSelected : fieldStyles.option}>
            <input type="radio" name="requester_type" value={k} checked={values.requester_type === k} onChange={() => set('requester_type', k)} />
            <span>{CONSULTING_REQUESTER_TYPES[k]}</span>
          </label>
        ))}
      </FormField>

      <FormField as="group" label={LABELS.property_mode} id={fieldId('property_mode')} required error={errors.property_mode}>
        <label className={values.property_mode === 'describe' ? fieldStyles.optionSelected : fieldStyles.option}>
          <input type="radio" name="property_mode" value="describe" checked={values.property_mode === 'describe'} onChange={() => set('property_mode', 'describe')} />
          <span>物件について入力する</span>
        </label>
        <label className={listingMode ? fieldStyles.optionSelected : fieldStyles.option}>
          <input type="radio" name="property_mode" value="listing" checked={listingMode} onChange={() => set('property_mode', 'listing')} />
          <span>家いちばに掲載した物件から選ぶ</span>
        </label>
      </FormField>

      {listingMode ? (
        <FormField
          label={LABELS.property_id}
          id={fieldId('property_id')}
          required
          error={errors.property_id}
          hint={user && own.length === 0 && !listings.isLoading ? '掲載した物件がありません。「物件について入力する」を選んでください。' : undefined}
        >
          <select className={fieldStyles.select} value={values.property_id} onChange={(e) => set('property_id', e.target.value)}>
            <option value="">選んでください</option>
            {own.map((p) => (
              <option key={p.property_id} value={String(p.property_id)}>
                {p.title}
              </option>
            ))}
          </select>
        </FormField>
      ) : (
        <>
          <Select
            label={LABELS.prefecture_code}
            id={fieldId('prefecture_code')}
            required
            error={errors.prefecture_code}
            value={values.prefecture_code}
            onValue={(v) => set('prefecture_code', v)}
            placeholder="選んでください"
            options={PREFECTURE_OPTIONS}
          />
          <FormField label={LABELS.place} id={fieldId('place')} required error={errors.place} hint="例：松本市中央（番地までは不要です）">
            <input className={fieldStyles.input} value={values.place} maxLength={CONSULTING_LIMITS.placeMaxLength + 20} onChange={(e) => set('place', e.target.value)} />
          </FormField>
          <FormField label={LABELS.property_description} id={fieldId('property_description')} required error={errors.property_description} hint="建物の種類、築年数、いまの状態など、わかる範囲で">
            <textarea className={fieldStyles.textarea} rows={4} value={values.property_description} onChange={(e) => set('property_description', e.target.value)} />
          </FormField>
        </>
      )}

      <FormField
        label={LABELS.problem}
        id={fieldId('problem')}
        required
        error={errors.problem}
        hint={`${CONSULTING_LIMITS.problemMinLength}〜${CONSULTING_LIMITS.problemMaxLength}文字（${problemLength}文字入力済み）`}
      >
        <textarea className={fieldStyles.textarea} rows={6} value={values.problem} onChange={(e) => set('problem', e.target.value)} />
      </FormField>

      <FormField label={LABELS.timing} id={fieldId('timing')} required error={errors.timing}>
        <select className={fieldStyles.select} value={values.timing} onChange={(e) => set('timing', e.target.value)}>
          <option value="">選んでください</option>
          {(Object.keys(CONSULTING_TIMINGS) as (keyof typeof CONSULTING_TIMINGS)[]).map((k) => (
            <option key={k} value={k}>
              {CONSULTING_TIMINGS[k]}
            </option>
          ))}
        </select>
      </FormField>

      <FormField label={LABELS.phone} id={fieldId('phone')} error={errors.phone} hint="任意。お電話での連絡をご希望の場合（例：090-1234-5678）">
        <input className={fieldStyles.input} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} />
      </FormField>

      <FormField
        label={LABELS.files}
        id={fieldId('files')}
        error={errors.files}
        hint={`任意。写真や図面（画像・PDF、${CONSULTING_LIMITS.attachmentsMax}件・合計${CONSULTING_LIMITS.attachmentsTotalMb}MBまで）。ファイルは下書きに保存されないため、ページを離れたら選び直してください。`}
      >
        <input
          type="file"
          multiple
          accept={CONSULTING_ATTACHMENT_TYPES.join(',')}
          onChange={(e) => {
            const next = Array.from(e.target.files ?? []);
            setFiles(next);
            setErrors((er) => ({ ...er, files: consultingFilesError(next) ?? undefined }));
          }}
        />
      </FormField>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label="添付するファイル">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>{f.name}</li>
          ))}
        </ul>
      ) : null}

      <FormField as="group" label={LABELS.agree_fees} id={fieldId('agree_fees')} required error={errors.agree_fees}>
        <label className={fieldStyles.check}>
          <input type="checkbox" name="agree_fees" checked={values.agree_fees === 'true'} onChange={(e) => set('agree_fees', e.target.checked ? 'true' : '')} />
          <span>
            <Link to="/consult#fees">料金</Link>を確認しました（初回相談は無料です）
          </span>
        </label>
      </FormField>

      <div className={styles.actions}>
        <Button type="submit" loading={isLoading} loadingText="送信中…">
          この内容で相談を申し込む
        </Button>
      </div>
    </form>
  );
}
