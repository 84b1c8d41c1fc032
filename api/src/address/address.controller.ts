import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, zipcode as zipcodeRule, type AddressLookup } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { AddressService } from './address.service';

@ApiTags('address')
@Controller('address')
export class AddressController {
  constructor(private readonly addresses: AddressService) {}

  @Get(':zipcode')
  @ApiOperation({ summary: 'Prefecture, city and town of a 7-digit zipcode (400 not 7 digits, 404 unknown)' })
  lookup(@Param('zipcode') zipcode: string): AddressLookup {
    const invalid = zipcodeRule(zipcode) ?? (zipcode === '' ? MESSAGES.zipcode : null);
    if (invalid) throw new ApiError(400, invalid, { zipcode: [invalid] });
    const found = this.addresses.lookup(zipcode);
    if (!found) throw new ApiError(404, MESSAGES.addressNotFound, { zipcode: [MESSAGES.addressNotFound] });
    return found;
  }
}
