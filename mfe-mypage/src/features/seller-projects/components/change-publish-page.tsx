import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  availablePublishActions,
  PUBLISH_ACTION_DESCRIPTIONS,
  PUBLISH_ACTIONS,
  SELLER_MESSAGES,
  type PostedProperty,
  type PublishAction,
} from '@akiya/contracts';
import { apiErrorMessage, Button, buttonClass, Card, FieldError, fieldStyles, NotFoundPage, QueryError, readApiError, REFETCH_STALE_S, Spinner } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import formStyles from '../../../components/form-layout.module.css';
import { useChangePublishMutation, useGetPostedPropertyQuery } from '../api/seller-projects-api';
import type { ProjectListState } from '../utils/format';
import { idOf } from '../../../utils/route-params';
import { StatusChip } from './status-chip';
import styles from './seller-projects.module.css';

type Step = 'choose' | 'confirm';

/** What the listing's state means for the seller, under the chip. */
function stateText(p: PostedProperty): string {
  if (p.is_stop_published) {
    return p.can_resume_publication
      ? '掲載を中止しています。物件は掲示板に表示されていません。'
      : SELLER_MESSAGES.publishResumeByOperator;
  }
  const parts = [p.is_published ? '掲示板に掲載中です。' : '公開の準備中です（まだ掲示板には表示されていません）。'];
  parts.push(p.is_suspension ? '新しい問い合わせの受け付けを休止しています。' : '問い合わせを受け付けています。');
  return parts.join('');
}

/**
 * /my-page/change-publish/:id: the listing's current state, a choice of 受付休止 / 掲載中止 / 再開
 * (only what fits the state), a confirmation step, then back to /my-page/project with the message.
 */
export function ChangePublishPage() {
  const id = idOf(useParams().id);
  const navigate = useNavigate();
  const groupId = useId();
  const [step, setStep] = useState<Step>('choose');
  const [action, setAction] = useState<PublishAction | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const { data, error, isLoading, refetch } = useGetPostedPropertyQuery(id, { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [change, { isLoading: saving }] = useChangePublishMutation();

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const body = readApiError(error);
  if (body?.statusCode === 404 || body?.statusCode === 400) return <NotFoundPage />;
  const property = data?.property;

  if (!property) {
    return (
      <SectionPage title="掲載状態の変更">
        {isLoading ? (
          <Spinner label="物件を読み込み中…" />
        ) : (
          <QueryError message={apiErrorMessage(error)} onRetry={() => void refetch()} />
        )}
      </SectionPage>
    );
  }

  const actions = availablePublishActions(property);

  const toConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!action || !actions.includes(action)) {
      setChoiceError(SELLER_MESSAGES.publishAction);
      return;
    }
    setChoiceError(null);
    setFailure(null);
    setStep('confirm');
  };

  const submit = async () => {
    if (!action) return;
    setFailure(null);
    try {
      const result = await change({ id, action }).unwrap();
      navigate('/my-page/project', { state: { done: result.message } satisfies ProjectListState });
    } catch (e) {
      setFailure(apiErrorMessage(e));
      setAction(null);
      setStep('choose');
      void refetch();
    }
  };

  return (
    <SectionPage title="掲載状態の変更">
      <Card as="section" className={styles.panel} aria-labelledby="current-state-heading">
        <h2 id="current-state-heading" className={styles.panelTitle}>
          現在の状態
        </h2>
        <p className={styles.propertyTitle}>{property.title}</p>
        <p>
          <StatusChip property={property} />
        </p>
        <p className={styles.stateText}>{stateText(property)}</p>
      </Card>

      {failure ? <QueryError message={failure} /> : null}

      {actions.length === 0 ? (
        <Card className={styles.panel}>
          <p>掲載の再開をご希望の場合は、再掲載依頼フォームから運営事務局にご依頼ください。</p>
          <div className={formStyles.actions}>
            <Link className={buttonClass('primary')} to={`/forms/republish?property_id=${property.property_id}`}>
              再掲載を依頼する
            </Link>
            <Link className={buttonClass('secondary')} to="/my-page/project">
              掲載物件の一覧に戻る
            </Link>
          </div>
        </Card>
      ) : step === 'choose' ? (
        <Card className={styles.panel}>
        <form onSubmit={toConfirm} noValidate aria-labelledby="choose-heading">
          <h2 id="choose-heading" ref={step === 'choose' ? stepHeading : undefined} tabIndex={-1} className={styles.panelTitle}>
            変更内容を選ぶ
          </h2>
          <fieldset
            className={styles.choices}
            aria-invalid={choiceError ? true : undefined}
            aria-describedby={choiceError ? `${groupId}-error` : undefined}
          >
            <legend className="visually-hidden">変更内容</legend>
            {actions.map((a) => (
              <label key={a} className={action === a ? fieldStyles.optionSelected : fieldStyles.option}>
                <input
                  type="radio"
                  name="action"
                  value={a}
                  checked={action === a}
                  onChange={() => {
                    setAction(a);
                    setChoiceError(null);
                  }}
                />
                <span>
                  <span className={styles.choiceLabel}>{PUBLISH_ACTIONS[a]}</span>
                  <span className={styles.choiceText}>{PUBLISH_ACTION_DESCRIPTIONS[a]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <FieldError id={`${groupId}-error`} error={choiceError} />
          <div className={formStyles.actions}>
            <Button type="submit">確認へ進む</Button>
            <Link className={buttonClass('secondary')} to="/my-page/project">
              キャンセル
            </Link>
          </div>
        </form>
        </Card>
      ) : (
        <Card as="section" className={styles.panel} aria-labelledby="confirm-heading">
          <h2 id="confirm-heading" ref={stepHeading} tabIndex={-1} className={styles.panelTitle}>
            変更内容の確認
          </h2>
          <p>次の内容で変更します。よろしいですか？</p>
          <dl className={styles.confirmList}>
            <div>
              <dt>物件</dt>
              <dd>{property.title}</dd>
            </div>
            <div>
              <dt>変更内容</dt>
              <dd>{action ? PUBLISH_ACTIONS[action] : ''}</dd>
            </div>
          </dl>
          {action ? <p className={styles.stateText}>{PUBLISH_ACTION_DESCRIPTIONS[action]}</p> : null}
          <div className={formStyles.actions}>
            <Button onClick={() => void submit()} loading={saving} loadingText="変更中…">
              変更する
            </Button>
            <Button variant="secondary" onClick={() => setStep('choose')} disabled={saving}>
              戻る
            </Button>
          </div>
        </Card>
      )}
    </SectionPage>
  );
}
