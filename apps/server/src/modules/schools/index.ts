/** The public surface of the schools module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */
export { type DistrictInfo, districtById, type SchoolInfo, schoolById } from './schools.repo.ts';
export { stateNameOf } from './schools.service.ts';
export { seedSchools } from './seed-schools.ts';
