import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  codePointLength,
  DEAL_LIMITS,
  DEAL_MESSAGES,
  formatPriceManYen,
  maxLength,
  MESSAGES,
} from '@akiya/contracts';
import { apiErrorMessage, apiErrorStatus, Button, NotFoundPage, QueryError, selectUser, Spinner, toFormErrors, useAppSelector, useDocumentTitle, TextField } from '@akiya/shared-ui';
import { useDraft } from '../../../hooks/use-draft';
import { idOf } from '../../../utils/route-params';
import { useGetAllContactsQuery } from '../../../api/deals-api';
import { useGetEnquiryPropertyQuery, usePostEnquiryMutation } from '../api/contact-project-api';
import styles from './contact-project-page.module.css';

export const ENQUIRY_DRAFT_PREFIX = 'contact-project-draft:';
/** Where a sent enquiry goes (engineer H4's page in mfe-editorial). */
export const INQUIRY_FINISH_PATH = '/inquiry-finish';

/**
 * /contact/project/:id (outside the my-page frame, behind the login gate): the property summary and
 * the enquiry message. The draft survives a reload; a failed send keeps it and its clientId.
 */
export function ContactProjectPage() {
  useDocumentTitle('物件へのお問い合わせ');
  const propertyId = idOf(useParams().id);
  const id = useId();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const { data: property, isLoading, error: loadError, refetch } = useGetEnquiryPropertyQuery(propertyId);
  const { data: contacts } = useGetAllContactsQuery();
  const { draft, setBody, reset } = useDraft(`${ENQUIRY_DRAFT_PREFIX}${propertyId}`);
  const [post, { isLoading: sending }] = usePostEnquiryMutation();
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  if (isLoading) {
    return (
      <main className={styles.page}>
        <Spinner label="物件を読み込み中…" />
      </main>
    );
  }
  if (!property) {
    if (apiErrorStatus(loadError) === 404) return <NotFoundPage />;
    return (
      <main className={styles.page}>
        <QueryError message={MESSAGES.remoteLoadFailed} onRetry={() => void refetch()} />
      </main>
    );
  }

  const own = user !== null && property.seller?.id === user.id;
  const closedMessage = blocked ?? (own ? DEAL_MESSAGES.ownProperty : !property.reception ? DEAL_MESSAGES.notReceiving : null);
  const existing = contacts?.items?.find?.((c) => !c.is_seller && c.property.property_id === propertyId) ?? null;
  const length = codePointLength(draft.body);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = draft.body.trim() ? maxLength(DEAL_LIMITS.enquiryMaxLength)(draft.body) : MESSAGES.required;
    setError(problem);
    if (problem) return;
    try {
      await post({ propertyId, message: draft.body, clientId: draft.clientId }).unwrap();
      reset();
      navigate(INQUIRY_FINISH_PATH);
    } catch (e) {
      const message = Object.values(toFormErrors(e))[0] ?? apiErrorMessage(e);
      if (message === DEAL_MESSAGES.ownProperty || message === DEAL_MESSAGES.notReceiving) setBlocked(message);
      else if (apiErrorStatus(e) === 404) setBlocked('この物件は現在表示できません。');
      else setError(message);
    }
  };

  return (
    <main className={styles.page} aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className={styles.heading}>
        物件へのお問い合わせ
      </h1>
      <section className={styles.summary} aria-label="お問い合わせする物件">
        {property.image ? (
          <img className={styles.thumb} src={property.image.path} alt="" />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <div>
          <p className={styles.title}>
            <Link to={`/project/${property.id}`}>{property.title}</Link>
          </p>
          <p className={styles.meta}>{`${property.prefecture_name}${property.municipality}`}</p>
          <p className={styles.meta}>{formatPriceManYen(property.price_man_yen)}</p>
        </div>
      </section>
      {existing ? (
        <p className={styles.info}>
          この物件にはすでにお問い合わせしています。{' '}
          <Link to={`/my-page/messages/${existing.contact_id}`}>売主とのメッセージを見る</Link>
        </p>
      ) : null}
      {closedMessage ? (
        <p className={styles.blocked} role="alert">
          {closedMessage}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            id={`${id}-message`}
            label="売主へのメッセージ"
            hint="物件について知りたいこと、購入を検討している理由、内覧のご希望などをご記入ください。"
            multiline
            rows={8}
            value={draft.body}
            error={error}
            alertErrors
            counter={`${length} / ${DEAL_LIMITS.enquiryMaxLength}文字`}
            onValue={setBody}
          />
          <Button type="submit" className={styles.submit} loading={sending} loadingText="送信中…">
            問い合わせる
          </Button>
        </form>
      )}
    </main>
  );
}
