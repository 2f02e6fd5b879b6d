import type { ReplyClaim } from '../types';

/** Strips the indentation a template literal picks up in source, and the blank first and last lines. */
export function block(text: string): string {
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => line.match(/^ */)?.[0].length ?? 0));
  return lines.map((line) => line.slice(indent)).join('\n');
}

/** Quotes text the way most mail clients do, one "> " per line. */
export const gt = (text: string) =>
  block(text)
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

/** A claim: the ask is daily_rate × days_out. */
export const claim = (owner_name: string, dealer_name: string, vehicle: string, daily_rate: number, days_out: number): ReplyClaim => ({
  ask_amount: Math.round(daily_rate * days_out * 100) / 100,
  daily_rate,
  days_out,
  owner_name,
  dealer_name,
  vehicle,
});

/** The claims set d answers: new owners, dealers and vehicles. */
export const D_CLAIMS = {
  okafor: claim('Chidi Okafor', 'Lakeshore Toyota', '2024 Toyota Sienna', 85, 14),
  brandt: claim('Helga Brandt', 'Summit Volkswagen', '2023 Volkswagen ID.4', 72.5, 12),
  morales: claim('Lucía Morales', 'Autos del Valle Nissan', '2022 Nissan Rogue', 60, 21),
  whitaker: claim('Owen Whitaker', 'Capitol Ford', '2024 Ford F-150 Lightning', 120, 9),
  nakamura: claim('Aiko Nakamura', 'Bayview Subaru', '2023 Subaru Outback', 65, 18),
  delgado: claim('Ramón Delgado', 'Fiesta Chevrolet', '2021 Chevrolet Tahoe', 95, 16),
  osei: claim('Ama Osei', 'Riverbend Kia', '2025 Kia EV9', 110, 11),
  sullivan: claim('Maura Sullivan', 'Harbor Jeep Ram', '2022 Jeep Grand Cherokee', 78.25, 20),
  fischer: claim('Jonas Fischer', 'Alpine Audi', '2024 Audi Q5', 130, 7),
  castillo: claim('Verónica Castillo', 'Sol Hyundai', '2023 Hyundai Tucson', 55, 24),
  patel: claim('Nikhil Patel', 'Metro Honda', '2024 Honda CR-V Hybrid', 70, 15),
  lindqvist: claim('Erik Lindqvist', 'Northgate Mercedes-Benz', '2022 Mercedes-Benz GLE 350', 145, 10),
  fleetco: claim('Dana Reyes', 'Tri-County Ram Commercial', '2023 Ram ProMaster 2500 (fleet unit 114)', 150, 8),
  moreau: claim('Claire Moreau', 'Lakeshore Toyota', '2023 Toyota RAV4 Prime', 80, 13),
  transit: claim('Marcus Hale', 'Gateway Ford Commercial', '2024 Ford Transit 350 (unit T-27)', 175, 6),
} as const satisfies Record<string, ReplyClaim>;
