import type { FastifyInstance } from 'fastify';
import { classStudentsRoutes } from './class-students.routes.ts';
import { teacherClassesRoutes } from './classes.routes.ts';
import { classImportRoutes } from './import/import.routes.ts';
import { signinCardsRoutes } from './signin-cards.routes.ts';
import { studentRostersRoutes } from './student-rosters.routes.ts';

/** Every route of the classes module (issue 19; decisions 0036, 0037). */
export async function classesRoutes(app: FastifyInstance) {
  await app.register(teacherClassesRoutes);
  await app.register(classStudentsRoutes);
  await app.register(studentRostersRoutes);
  await app.register(classImportRoutes);
  await app.register(signinCardsRoutes);
}
