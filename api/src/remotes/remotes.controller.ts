import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { RemoteDescriptor, RemotesDocument, RouteConflict } from '@akiya/contracts';
import { RemotesService } from './remotes.service';

class RemoteDescriptorDto implements RemoteDescriptor {
  @ApiProperty({ example: 'board' }) name: string;
  @ApiProperty({ example: '/remotes/board/v/0.1.0-3f9a1c2b/mf-manifest.json' }) entry: string;
  @ApiProperty({ type: [String], example: ['/board', '/board/page/:page'] }) routes: string[];
  @ApiProperty({ required: false, example: '0.1.0-3f9a1c2b' }) version?: string;
}

class RouteConflictDto implements RouteConflict {
  @ApiProperty({ example: '/company' }) route: string;
  @ApiProperty({ example: 'editorial' }) owner: string;
  @ApiProperty({ example: 'board' }) claimedBy: string;
}

class RemotesDocumentDto implements RemotesDocument {
  @ApiProperty({ type: [RemoteDescriptorDto] }) remotes: RemoteDescriptor[];
  @ApiProperty({ type: [RouteConflictDto], required: false }) conflicts?: RouteConflict[];
}

@ApiTags('remotes')
@Controller('remotes')
export class RemotesController {
  constructor(private readonly remotes: RemotesService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'Micro-frontend remotes: entry URL (REMOTE_<NAME>_URL or /remotes/<name>/mf-manifest.json) and owned routes',
  })
  @ApiOkResponse({ type: RemotesDocumentDto })
  document(): Promise<RemotesDocument> {
    return this.remotes.document();
  }
}
