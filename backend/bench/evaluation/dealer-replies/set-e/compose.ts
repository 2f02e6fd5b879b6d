import { claim } from '../set-d/compose';
import type { ReplyClaim } from '../types';

export { block, gt } from '../set-d/compose';

/** The claims set e answers: owners, dealers, vehicles and daily rates no earlier set uses. */
export const E_CLAIMS = {
  holloway: claim('Bridget Holloway', 'Three Rivers Ford', '2024 Ford Expedition', 115, 10),
  achterberg: claim('Pieter Achterberg', 'Cascade Volvo Cars', '2025 Volvo EX30', 92.5, 14),
  mwangi: claim('Wanjiru Mwangi', 'Lone Star Honda', '2024 Honda Prologue', 82, 17),
  fairbanks: claim('Curtis Fairbanks', 'Bluegrass Chevrolet Buick', '2023 Chevrolet Colorado', 68, 19),
  szabo: claim('Ildikó Szabó', 'Red Rock Mazda', '2025 Mazda CX-70', 105, 9),
  pemberton: claim('Hugh Pemberton', 'Magnolia Lexus', '2024 Lexus TX 350', 160, 8),
  oyelaran: claim('Tolu Oyelaran', 'Prairie Wind Kia', '2025 Kia K5', 69, 15),
  halvorsen: claim('Astrid Halvorsen', 'Tidewater Audi', '2024 Audi Q8 e-tron', 185, 7),
  wrona: claim('Bartosz Wrona', 'Iron Range GMC', '2024 GMC Sierra 2500HD', 135, 11),
  eze: claim('Ngozi Eze', 'Sandhills Jeep', '2025 Jeep Wagoneer S', 140, 6),
  tillman: claim('Warren Tillman', 'Copper Basin Ram', '2024 Ram 1500 Rebel', 98, 18),
  strand: claim('Hollis Strand', 'Twin Pines Mitsubishi', '2024 Mitsubishi Outlander PHEV', 64, 20),
  varga: claim('Celeste Varga', 'Harbor Point Genesis', '2025 Genesis GV80', 172.5, 6),
  achebe: claim('Desmond Achebe', 'Foothill Cadillac', '2024 Cadillac Lyriq', 155, 9),
  tamburro: claim('June Tamburro', 'Maple Grove Nissan', '2025 Nissan Kicks', 57, 10),
  lindell: claim('Abe Lindell', 'Sawgrass Acura', '2024 Acura MDX', 112, 13),
  rao: claim('Sunita Rao', 'Old Town MINI', '2025 MINI Countryman', 66, 9),
  // Owners who write in Spanish.
  quintero: claim('Adela Quintero', 'Toyota Mesa Verde', '2024 Toyota Tacoma Hybrid', 88, 12),
  benavides: claim('Rodrigo Benavides', 'Nissan Puerta del Sol', '2024 Nissan Frontier', 62.5, 16),
  arrieta: claim('Graciela Arrieta', 'Hyundai Bahía', '2025 Hyundai Palisade', 90, 11),
  zamora: claim('Efraín Zamora', 'Kia Sierra Madre', '2023 Kia Carnival', 67, 21),
  barragan: claim('Consuelo Barragán', 'Chevrolet Tierra Santa', '2024 Chevrolet Trax', 58, 13),
  olvera: claim('Maricela Olvera', 'Ford Valle Grande', '2024 Ford Ranger', 73, 15),
  // Owners whose dealers answer in another language.
  dufresne: claim('Marguerite Dufresne', 'Rive-Sud Subaru', '2024 Subaru Crosstrek Wilderness', 87.5, 10),
  kruger: claim('Tobias Krüger', 'Elm Street Volkswagen', '2024 Volkswagen ID. Buzz', 122, 12),
  caldas: claim('Rafaela Caldas', 'Seaboard Honda', '2023 Honda HR-V', 59, 14),
} as const satisfies Record<string, ReplyClaim>;
