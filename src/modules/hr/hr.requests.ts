/** What /dashboard/hr asks for first. */
export function hrFirstRequests(): string[] {
  return [];
}
