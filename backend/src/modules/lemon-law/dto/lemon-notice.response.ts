import { ApiProperty } from '@nestjs/swagger';
import { US_STATE_CODES, type LemonNoticeDraft, type UsStateCode } from '@dct/contracts';
import { lemonNoticeInputSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/vehicles/{id}/lemon-notice: the letter as the owner edited it (here beside the answer, since the vehicles' routes reach this module through its dto/*.response). */
export const LemonNoticeInputDoc = zodDocClass('LemonNoticeInput', lemonNoticeInputSchema);

/** OpenAPI's picture of GET /api/vehicles/{id}/lemon-notice (`LemonNoticeDraft` in contracts). */
export class LemonNoticeDraftResponse implements LemonNoticeDraft {
  @ApiProperty({
    description: "The letter's body, from the salutation to the last paragraph; the PDF adds the sender, date, addressee, subject and signature line",
  })
  letter: string;
  @ApiProperty({ type: [String], description: "What to do with the letter under the state's notice rule, in order" }) checklist: string[];
  @ApiProperty({ enum: US_STATE_CODES }) state: UsStateCode;
  @ApiProperty({ example: 'California' }) state_name: string;
  @ApiProperty({ example: 'Cal. Civ. Code § 1793.22' }) statute: string;
  @ApiProperty({ format: 'uri' }) source_url: string;
  @ApiProperty({ description: "The state's notice rule in one sentence" }) rule: string;
  @ApiProperty({ description: "The PDF's subject line" }) subject: string;
  @ApiProperty({ example: 'lemon-notice-1HGCM82633A004352.pdf' }) file_name: string;
}
