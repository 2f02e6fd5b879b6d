import Database from 'better-sqlite3';
import type { CatalogOption } from '@dct/contracts';

/** vPIC's vehicle types the catalog offers: passenger cars, trucks and multipurpose vehicles (SUVs, vans). */
const VEHICLE_TYPES = [2, 3, 7];
/** vPIC's element id of "Model" in decoding patterns. */
const MODEL_ELEMENT = 28;

/** vPIC's VIN patterns with the make and model each names: p (pattern), wvs, w (WMI), wm (its make), mo (model), mm. */
export const MODEL_PATTERNS = `FROM Pattern p
  JOIN Wmi_VinSchema wvs ON wvs.VinSchemaId = p.VinSchemaId
  JOIN Wmi w ON w.Id = wvs.WmiId
  JOIN Wmi_Make wm ON wm.WmiId = w.Id
  JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER)
  JOIN Make_Model mm ON mm.MakeId = wm.MakeId AND mm.ModelId = mo.Id`;

/**
 * The makes most owners drive, in the order of US sales, listed first for a model year (the rest
 * follow by name): vPIC also holds hundreds of coachbuilders and kit makers.
 */
export const COMMON_MAKES = [
  'Toyota',
  'Ford',
  'Chevrolet',
  'Honda',
  'Nissan',
  'Hyundai',
  'Kia',
  'Jeep',
  'Subaru',
  'Ram',
  'GMC',
  'Tesla',
  'Mazda',
  'Volkswagen',
  'BMW',
  'Mercedes-Benz',
  'Lexus',
  'Dodge',
  'Audi',
  'Buick',
] as const;
const COMMON_RANK = new Map<string, number>(COMMON_MAKES.map((name, rank) => [name.toLowerCase(), rank]));

interface ModelYears {
  id: number;
  name: string;
  /** The model years of the VIN schemas that decode to it: [from, to], to null while current. */
  years: Array<[number, number | null]>;
}

/**
 * Makes and their models by model year, read from the vPIC database once into memory: a model
 * belongs to a year when a VIN schema of a passenger car, truck or MPV of that make decodes to
 * it in that year (vPIC's GetModelsForMakeIdYear does the same join on every request).
 */
export class VehicleCatalog {
  private constructor(
    readonly manufacturers: CatalogOption[],
    private readonly models: Map<number, ModelYears[]>,
  ) {}

  static build(databaseFile: string): VehicleCatalog {
    const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
    try {
      const rows = db
        .prepare(
          `SELECT DISTINCT wm.MakeId AS makeId, mo.Id AS modelId, mo.Name AS model, wvs.YearFrom AS yearFrom, wvs.YearTo AS yearTo
           ${MODEL_PATTERNS}
           WHERE p.ElementId = ? AND w.VehicleTypeId IN (${VEHICLE_TYPES.join(',')})`,
        )
        .all(MODEL_ELEMENT) as Array<{ makeId: number; modelId: number; model: string; yearFrom: number; yearTo: number | null }>;
      const makeNames = new Map((db.prepare('SELECT Id AS id, Name AS name FROM Make').all() as CatalogOption[]).map((make) => [make.id, make.name.trim()]));

      const models = new Map<number, Map<number, ModelYears>>();
      for (const row of rows) {
        let ofMake = models.get(row.makeId);
        if (!ofMake) models.set(row.makeId, (ofMake = new Map<number, ModelYears>()));
        let model = ofMake.get(row.modelId);
        if (!model) ofMake.set(row.modelId, (model = { id: row.modelId, name: row.model.trim(), years: [] }));
        model.years.push([row.yearFrom, row.yearTo]);
      }
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || 0;
      const manufacturers = [...models.keys()]
        .map((id) => ({ id, name: makeNames.get(id) ?? String(id) }))
        .filter((make) => make.name)
        .sort(byName);
      return new VehicleCatalog(manufacturers, new Map([...models].map(([makeId, ofMake]) => [makeId, [...ofMake.values()].sort(byName)])));
    } finally {
      db.close();
    }
  }

  private readonly ofYear = new Map<number, CatalogOption[]>();

  /**
   * The makes with at least one model made in `year`, the common ones first (COMMON_MAKES' order),
   * then the rest by name. Worked out once per year.
   */
  manufacturersOf(year: number): CatalogOption[] {
    let makes = this.ofYear.get(year);
    if (!makes) {
      const rank = (make: CatalogOption) => COMMON_RANK.get(make.name.toLowerCase()) ?? COMMON_MAKES.length;
      makes = this.manufacturers
        .filter((make) => (this.models.get(make.id) ?? []).some((model) => madeIn(model, year)))
        .map((make, index) => ({ make, index }))
        // Stable: within the rest, the list's order by name stays.
        .sort((a, b) => rank(a.make) - rank(b.make) || a.index - b.index)
        .map(({ make }) => make);
      this.ofYear.set(year, makes);
    }
    return makes;
  }

  hasMake(makeId: number): boolean {
    return this.models.has(makeId);
  }

  /** The make's models, by name; only those made in `year` when one is given. */
  modelsOf(makeId: number, year?: number): CatalogOption[] {
    const models = this.models.get(makeId) ?? [];
    return models.filter((model) => year === undefined || madeIn(model, year)).map(({ id, name }) => ({ id, name }));
  }
}

function madeIn(model: ModelYears, year: number): boolean {
  return model.years.some(([from, to]) => from <= year && (to === null || year <= to));
}
