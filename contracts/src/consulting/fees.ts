/** Fees of the consulting service (/consult) — data, shown as a table. */
import { formatNumber } from '../format';

export interface ConsultingFee {
  key: string;
  name: string;
  /** Price in yen including tax; 0 = free. */
  priceYen: number;
  /** 'monthly': a monthly fee (月額). */
  period: 'once' | 'monthly';
  /** true: the price is a lower bound (〜), the estimate follows the first consultation. */
  from: boolean;
  /** What the price covers. */
  unit: string;
  description: string;
}

/** The consulting menu and its fees (shown on /consult and the airyflow top). */
export const CONSULTING_FEES: readonly ConsultingFee[] = [
  {
    key: 'first',
    name: '初回相談',
    priceYen: 0,
    period: 'once',
    from: false,
    unit: '60分程度・オンラインまたはお電話',
    description: '物件の概要とお困りごとをうかがい、考えられる選択肢と進め方をご案内します。この段階で費用がかかることはありません。',
  },
  {
    key: 'proposal',
    name: '調査・活用提案',
    priceYen: 110_000,
    period: 'once',
    from: true,
    unit: '税込・1物件あたり',
    description: '現地調査と役所・法務局での調査をもとに、売却・賃貸・改修して活用・解体などの案を、概算費用と見通しを添えた提案書にまとめます。',
  },
  {
    key: 'support',
    name: '伴走支援',
    priceYen: 33_000,
    period: 'monthly',
    from: true,
    unit: '税込・ご契約期間中',
    description: '決めた方針の実行をお手伝いします。買い手・借り手探し、工事会社や専門家との調整、手続きの進み具合の管理まで、窓口としてご一緒します。',
  },
];

/** '無料', '110,000円〜', '月額 33,000円〜'. */
export function formatConsultingFee(fee: Pick<ConsultingFee, 'priceYen' | 'period' | 'from'>): string {
  if (fee.priceYen === 0) return '無料';
  return `${fee.period === 'monthly' ? '月額 ' : ''}${formatNumber(fee.priceYen)}円${fee.from ? '〜' : ''}`;
}
