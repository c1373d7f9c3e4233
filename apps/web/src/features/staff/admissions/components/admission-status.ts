const statuses = [0, 1, 2, 3, 4, 5] as const;

/** An application's pstatus as the key of its name in the catalogue (an unknown one reads as submitted). */
export function statusKey(pstatus: number) {
  const known = statuses.find((status) => status === pstatus) ?? 2;
  return `admissions.status.${known}` as const;
}
