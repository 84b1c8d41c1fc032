import { SEND_PARTY } from '@akiya/contracts';

/** The viewer's side of a contact and the other party. */
export interface Party {
  isSeller: boolean;
  side: number;
  otherSide: number;
  otherId: number;
}

export function partyOf(c: { buyer_id: number; seller_id: number }, userId: number): Party {
  const isSeller = Number(c.seller_id) === userId;
  return {
    isSeller,
    side: isSeller ? SEND_PARTY.seller : SEND_PARTY.buyer,
    otherSide: isSeller ? SEND_PARTY.buyer : SEND_PARTY.seller,
    otherId: isSeller ? Number(c.buyer_id) : Number(c.seller_id),
  };
}
