import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

/** Signatures are remembered this long: twice the accepted clock skew, so a replay is never fresh again. */
const KEEP_MINUTES = 15;

/**
 * The webhook's signatures seen, in the database so every API process refuses a replay the
 * others accepted. The first to insert one wins; rows past KEEP_MINUTES are swept as new ones come.
 */
@Injectable()
export class InboundSignatures {
  constructor(private readonly dataSource: DataSource) {}

  async takeOnce(signature: string): Promise<boolean> {
    const key = createHash('sha256').update(signature.trim().toLowerCase()).digest('hex');
    await this.dataSource.query(`DELETE FROM inbound_signatures WHERE seen_at < now() - make_interval(mins => $1)`, [KEEP_MINUTES]);
    const inserted = await this.dataSource.query<Array<{ signature: string }>>(
      'INSERT INTO inbound_signatures (signature) VALUES ($1) ON CONFLICT DO NOTHING RETURNING signature',
      [key],
    );
    return inserted.length === 1;
  }
}
