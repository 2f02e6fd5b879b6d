/**
 * Visits that name the same defect are repeat repair attempts. The owner types the defect, so
 * case and spacing do not tell two defects apart: "Transmission slip" and "transmission  SLIP"
 * are one defect.
 */
export function defectKey(defect: string | null | undefined): string {
  return (defect ?? '').toLowerCase().replace(/\s+/g, '');
}

/** A defect as the owner wrote it, trimmed, with runs of spaces made one. */
export const defectLabel = (defect: string) => defect.trim().replace(/\s+/g, ' ');

/**
 * The defects already named on a vehicle's visits, one spelling each (the first written) and
 * the most repeated first: what the visit form offers, so a repeat is spelled the same way.
 */
export function defectSuggestions(visits: ReadonlyArray<{ defect: string | null; date_in: string }>): string[] {
  const byKey = new Map<string, { label: string; count: number }>();
  for (const visit of [...visits].sort((a, b) => a.date_in.localeCompare(b.date_in))) {
    const key = defectKey(visit.defect);
    if (!key || !visit.defect) continue;
    const seen = byKey.get(key);
    if (seen) seen.count += 1;
    else byKey.set(key, { label: defectLabel(visit.defect), count: 1 });
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).map((entry) => entry.label);
}
