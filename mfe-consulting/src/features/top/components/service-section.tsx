import { CardGrid } from './card-grid';
import { Section } from './section';
import styles from './content.module.css';

const SERVICES = [
  {
    title: '物件の現状調査',
    text: '建物の傷み具合、接道や用途地域などの法的な条件、境界や登記の状況を確かめ、「何ができて何ができないか」をはっきりさせます。',
  },
  {
    title: '活用方法のご提案',
    text: '売却・賃貸・改修して活用・解体・寄付など、物件に合う選択肢を、費用と期間の見通しをつけて比べられる形でお示しします。',
  },
  {
    title: '買い手・借り手探し',
    text: '家いちばの掲示板への掲載をお手伝いし、問い合わせへの返信や内覧の段取りなど、慣れないやりとりを支えます。',
  },
  {
    title: '専門家との橋渡し',
    text: '司法書士・税理士・建築士・解体業者など、必要になる専門家をご紹介し、相談の内容や段取りを整理します。',
  },
  {
    title: '相続・権利関係の整理',
    text: '相続登記や共有名義など、売る・貸す前に片付けておくべきことを洗い出し、手続きの順番を一緒に確認します。',
  },
  {
    title: '維持管理のご相談',
    text: 'すぐには動けない場合に備えて、見回りや草刈り、傷みを広げないための最低限の管理の方法もご提案します。',
  },
];

/** #service */
export function ServiceSection() {
  return (
    <Section id="service" eyebrow="Service" title="サービス内容">
      <p className={styles.text}>調べる、比べる、決める、動く。空き家の活用に必要なことを、ひとつの窓口でお手伝いします。</p>
      <CardGrid items={SERVICES}>{(service) => <p className={styles.cardText}>{service.text}</p>}</CardGrid>
    </Section>
  );
}
