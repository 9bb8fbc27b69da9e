import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { type MunicipalityPage, municipalitiesQuery } from '../../../api/jurisdictions';
import type { MunicipalityDirectory } from './municipalityDirectory';
import { departmentOf, territoryDepartments } from './territory';

// No department has 1000 municipalities (the largest has about 900): one page holds one department.
const DEPARTMENT_PAGE_SIZE = 1000;

/**
 * Loads the communes around the selection (its departments, and French Guiana) with their shapes,
 * so that the map shows communes one may click in, and tells the selection they exist.
 */
export function useTerritory(
  selectedCodes: readonly string[],
  directory: MunicipalityDirectory,
  onLoaded: (codes: readonly string[]) => void,
): void {
  const key = territoryDepartments(selectedCodes).join(',');
  const departments = useMemo(() => key.split(','), [key]);
  const pages = useQueries({
    queries: departments.map((department) => ({
      // The search matches the start of INSEE codes, hence the department's code.
      ...municipalitiesQuery({ search: department, withGeometry: true, pageSize: DEPARTMENT_PAGE_SIZE }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });

  const handled = useRef(new WeakSet<MunicipalityPage>());
  useEffect(() => {
    pages.forEach((page, index) => {
      const department = departments[index];
      if (!page.data || !department || handled.current.has(page.data)) return;
      handled.current.add(page.data);
      // A name may contain the searched digits; only the department's own communes count.
      const communes = page.data.results.filter(
        (municipality) => departmentOf(municipality.insee) === department,
      );
      directory.add(communes);
      onLoaded(communes.map((municipality) => municipality.insee));
    });
  });
}
