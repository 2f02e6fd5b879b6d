import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ENTITIES_FOLDER, entitiesIn } from './entities';
import { migrationNames, migrationSource } from './migration-source';
import { schemaDrift } from './schema-drift';

// A model change made without its migration: a new table.
@Entity({ name: 'planted_things' })
class PlantedThing {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  label: string;
}

const databaseUrl = () => process.env.TEST_DATABASE_URL as string;

describe('The entities and the migrations', () => {
  const entities = entitiesIn(ENTITIES_FOLDER).filter((entity) => entity !== PlantedThing);

  it('describe the same database: every entity change came with its migration', async () => {
    expect(entities.length).toBeGreaterThan(10);
    expect(await schemaDrift(databaseUrl(), entities)).toEqual({ up: [], down: [] });
  });

  it('differ when an entity changes without a migration, and the generator writes the difference', async () => {
    const drift = await schemaDrift(databaseUrl(), [...entities, PlantedThing]);
    expect(drift.up).toEqual([expect.stringMatching(/^CREATE TABLE "planted_things" \("id" SERIAL NOT NULL, "label" character varying\(40\) NOT NULL/)]);
    expect(drift.down).toEqual(['DROP TABLE "planted_things"']);

    const { file, className } = migrationNames('Planted things!', 1_800_000_000_000);
    expect(file).toBe('1800000000000-planted-things.ts');
    const source = migrationSource(className, 'Planted things', drift.up, drift.down);
    expect(source).toContain('export class PlantedThings1800000000000 extends sqlMigration({');
    expect(source).toContain('  down: [\n    `DROP TABLE "planted_things"`,\n  ],');
  });
});
