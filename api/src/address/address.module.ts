import { Module } from '@nestjs/common';
import { AddressController } from './address.controller';
import { AddressService } from './address.service';

/** GET /api/address/:zipcode. */
@Module({ controllers: [AddressController], providers: [AddressService] })
export class AddressModule {}
