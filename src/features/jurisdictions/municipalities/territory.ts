/**
 * The department whose communes the map shows when nothing is selected yet: French Guiana, the
 * territory framed by the default map bounds (specification section 9).
 */
export const DEFAULT_DEPARTMENTS: readonly string[] = ['973'];

/** The department of an INSEE code: three characters overseas (97x), two elsewhere (Corsica 2A, 2B). */
export function departmentOf(code: string): string {
  return code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
}

/**
 * The departments whose communes the map shows, so that a commune next to the selection can be
 * clicked in: those of the selection, and the default one.
 */
export function territoryDepartments(selectedCodes: readonly string[]): string[] {
  return [...new Set([...DEFAULT_DEPARTMENTS, ...selectedCodes.map(departmentOf)])].sort();
}
