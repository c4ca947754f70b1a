/** What /dashboard/procurement asks for first. */
export function procurementFirstRequests(): string[] {
  return [];
}
