import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_OPERATOR_EMAIL, INQUIRY_CATEGORIES, INQUIRY_CATEGORY_KEYS, INQUIRY_FINISH_PATH, INQUIRY_MESSAGE_MAX_LENGTH, INQUIRY_RULES, type InquiryCategory } from '@akiya/contracts';
import { Button, ErrorSummary, FormField, fieldStyles, useGetBaseDataQuery } from '@akiya/shared-ui';
import { FormPage } from './form-page';
import { HoneypotField } from './honeypot-field';
import { MessageField } from './message-field';
import { useSendInquiryMutation } from '../api/contact-api';
import { useCheckedForm } from '../hooks/use-checked-form';
import styles from './contact.module.css';

interface Values {
  name: string;
  email: string;
  category: InquiryCategory | '';
  message: string;
  agree: boolean;
}
type Key = keyof Values;

const LABELS: Record<Key, string> = {
  name: 'お名前',
  email: 'メールアドレス',
  category: 'お問い合わせの種類',
  message: 'お問い合わせ内容',
  agree: '個人情報の取り扱いへの同意',
};

/** The start of the message of a report of a listing (the listing's 「この物件を通報する」 link). */
export function reportedListingLine(id: string): string {
  return `通報する物件：物件ID ${id}（/project/${id}）\n`;
}

/**
 * What the address asks the form to start with: `?category=<key>` chooses the kind of enquiry and
 * `?project=<id>` (a listing's 「この物件を通報する」) starts the message with the listing. Anything
 * else is ignored.
 */
function reportedListing(params: URLSearchParams): number | null {
  const project = params.get('project') ?? '';
  return /^[1-9][0-9]{0,8}$/.test(project) ? Number(project) : null;
}

function startingValues(params: URLSearchParams): Pick<Values, 'category' | 'message'> {
  const category = params.get('category') ?? '';
  const project = params.get('project') ?? '';
  return {
    category: (INQUIRY_CATEGORY_KEYS as string[]).includes(category) ? (category as InquiryCategory) : '',
    message: /^[1-9][0-9]{0,8}$/.test(project) ? reportedListingLine(project) : '',
  };
}

/**
 * /contact and /forms/contact: an enquiry to the operator (POST /api/forms/contact), then
 * /inquiry-finish. A logged-in user's name and address are filled in; every rule runs here and
 * again on the server; nothing typed is lost on an error.
 */
export function ContactPage() {
  const { data: base } = useGetBaseDataQuery();
  const [params] = useSearchParams();
  const form = useCheckedForm<Values>(
    { name: '', email: '', ...startingValues(params), agree: false },
    INQUIRY_RULES,
    LABELS,
    'contact',
  );
  const { values, setValues, errors, summary, failure, attempt, fieldId, set } = form;
  const [honeypot, setHoneypot] = useState('');
  const prefilled = useRef(false);
  const [send, { isLoading }] = useSendInquiryMutation();
  // The listing id goes with the message: staff see the report with its listing (docs/accounts.md "Staff inbox").
  const projectId = reportedListing(params);

  const user = base?.user ?? null;
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => ({
      ...v,
      name: v.name || `${user.last_name} ${user.first_name}`.trim(),
      email: v.email || user.email,
    }));
  }, [user, setValues]);

  const submit = form.submitWith(
    () =>
      send({
        name: values.name,
        email: values.email,
        category: values.category as InquiryCategory,
        message: values.message,
        agree: values.agree,
        ...(projectId !== null ? { project_id: projectId } : {}),
        ...(honeypot ? { website: honeypot } : {}),
      }).unwrap(),
    INQUIRY_FINISH_PATH,
  );


  return (
    <FormPage
      title="お問い合わせ"
      lead={
        <>
          <p>家いちばの使い方、掲載や購入のご相談、不審な物件の通報などは、こちらのフォームからお送りください。運営事務局より、原則3営業日以内にメールでご返信します。</p>
          <p>
            掲載中の物件についてのご質問は、各物件ページの「問い合わせる」から売主へ直接お送りください。よくあるご質問は
            <Link to="/question">よくある質問</Link>にまとめています。
          </p>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label="お問い合わせフォーム">
        <ErrorSummary items={summary} message={failure} focusKey={attempt} />
        <FormField label={LABELS.name} id={fieldId('name')} required error={errors.name}>
          <input name="name" className={fieldStyles.input} autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} />
        </FormField>
        <FormField label={LABELS.email} id={fieldId('email')} required error={errors.email} hint="ご返信はこのアドレスにお送りします。">
          <input
            name="email"
            type="email"
            inputMode="email"
            className={fieldStyles.input}
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </FormField>
        <FormField label={LABELS.category} id={fieldId('category')} required error={errors.category}>
          <select
            name="category"
            className={fieldStyles.select}
            value={values.category}
            onChange={(e) => set('category', e.target.value as InquiryCategory | '')}
          >
            <option value="">選択してください</option>
            {INQUIRY_CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>
                {INQUIRY_CATEGORIES[key]}
              </option>
            ))}
          </select>
        </FormField>
        <MessageField form={form} label={LABELS.message} max={INQUIRY_MESSAGE_MAX_LENGTH} rows={8} />
        <HoneypotField value={honeypot} onValue={setHoneypot} />
        <FormField as="group" label={LABELS.agree} id={fieldId('agree')} required error={errors.agree}>
          <label className={fieldStyles.check}>
            <input
              type="checkbox"
              name="agree"
              checked={values.agree}
              aria-invalid={errors.agree ? true : undefined}
              onChange={(e) => set('agree', e.target.checked)}
            />
            <span>
              <Link to="/personal-information">個人情報の取り扱い</Link>に同意する
            </span>
          </label>
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" loading={isLoading} loadingText="送信中…" block>
            送信する
          </Button>
        </div>
        <p className={styles.note}>
          フォームがご利用になれない場合は、{DEFAULT_OPERATOR_EMAIL} までメールでお問い合わせください。
        </p>
      </form>
    </FormPage>
  );
}
