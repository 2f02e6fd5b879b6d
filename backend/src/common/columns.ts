import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** When the row was inserted (timestamptz, set by the database). `name` where the property is not the column's name. */
export const CreatedAt = (name?: string) => CreateDateColumn(name ? { name, type: 'timestamptz' } : { type: 'timestamptz' });

/** When the row was last saved (timestamptz, set on every save). */
export const UpdatedAt = () => UpdateDateColumn({ type: 'timestamptz' });

/** An optional text column of at most `length` characters: varchar(length), null when absent. */
export const optionalVarchar = (length: number) => ({ type: 'varchar', length, nullable: true }) as const;

/** An amount of dollars and cents: numeric(12, 2). */
export const money = { type: 'numeric', precision: 12, scale: 2 } as const;

/** An optional amount of dollars and cents: numeric(12, 2), null when absent. */
export const optionalMoney = { ...money, nullable: true } as const;
