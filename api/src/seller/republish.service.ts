import { Injectable } from '@nestjs/common';
import { MESSAGES, SELLER_MESSAGES } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { InquiriesService } from '../inquiries/inquiries.service';
import { republishRequestMail } from '../inquiries/templates/operator-inquiry';
import type { UserEntity } from '../users/entities/user.entity';
import { SellerService } from './seller.service';

/** /forms/republish: a seller asks the operator to republish one of their stopped listings. */
@Injectable()
export class RepublishService {
  constructor(
    private readonly seller: SellerService,
    private readonly inquiries: InquiriesService,
  ) {}

  /** Another user's listing → 404 (as missing); a listing that is not stopped → 400 on `property_id`. */
  async request(user: UserEntity, propertyId: number, message: string): Promise<void> {
    const listing = await this.seller.owned(user.id, propertyId);
    if (!listing.isStopPublished) {
      throw new ApiError(400, MESSAGES.formError, { property_id: [SELLER_MESSAGES.republishNotStopped] });
    }
    const receivedAt = new Date();
    const sellerName = `${user.lastName} ${user.firstName}`.trim() || user.email;
    // Into the staff inbox (docs/accounts.md "Staff inbox") and the operator's mail, together.
    await this.inquiries.toOperatorAndInbox(
      { kind: 'republish', category: null, name: sellerName, email: user.email, userId: user.id, propertyId: listing.id, sourceId: null, body: message, receivedAt },
      republishRequestMail(this.inquiries.site, {
        propertyId: listing.id,
        title: listing.title,
        sellerId: user.id,
        sellerName,
        sellerEmail: user.email,
        message,
        receivedAt,
      }),
    );
  }
}
