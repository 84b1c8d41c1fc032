import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { REMOTE_NAMES, type RemoteDescriptor, type RemoteName, type RemotesDocument } from '@akiya/contracts';
import { RemotesService } from './remotes.service';

class RemoteDescriptorDto implements RemoteDescriptor {
  @ApiProperty({ enum: REMOTE_NAMES }) name: RemoteName;
  @ApiProperty({ example: '/remotes/board/mf-manifest.json' }) entry: string;
  @ApiProperty({ type: [String], example: ['/board', '/board/page/:page'] }) routes: string[];
}

class RemotesDocumentDto implements RemotesDocument {
  @ApiProperty({ type: [RemoteDescriptorDto] }) remotes: RemoteDescriptor[];
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
