/** An optional text column of at most `length` characters: varchar(length), null when absent. */
export const optionalVarchar = (length: number) => ({ type: 'varchar', length, nullable: true }) as const;

/** An amount of dollars and cents: numeric(12, 2). */
export const money = { type: 'numeric', precision: 12, scale: 2 } as const;

/** An optional amount of dollars and cents: numeric(12, 2), null when absent. */
export const optionalMoney = { ...money, nullable: true } as const;
