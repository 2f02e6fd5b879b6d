import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PurchaseType, VehicleSegment } from '@dct/contracts';
import { moneyTransformer } from '../../common/column-transformers';

@Entity({ name: 'vehicles' })
export class VehicleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'integer' })
  year: number;

  @Column({ type: 'varchar', length: 100 })
  make: string;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  trim: string | null;

  @Column({ type: 'varchar', length: 17 })
  vin: string;

  /** A calendar day, YYYY-MM-DD. */
  @Column({ name: 'purchase_date', type: 'date', nullable: true })
  purchaseDate: string | null;

  @Column({ name: 'monthly_payment', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: moneyTransformer })
  monthlyPayment: number | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: moneyTransformer })
  msrp: number | null;

  @Column({ name: 'license_plate', type: 'varchar', length: 20, nullable: true })
  licensePlate: string | null;

  @Column({ name: 'purchase_price', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: moneyTransformer })
  purchasePrice: number | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ name: 'purchase_type', type: 'varchar', length: 16, nullable: true })
  purchaseType: PurchaseType | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  segment: VehicleSegment | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
