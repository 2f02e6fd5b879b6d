/** An optional text column of at most `length` characters: varchar(length), null when absent. */
export const optionalVarchar = (length: number) => ({ type: 'varchar', length, nullable: true }) as const;
