import type { FastifyInstance } from 'fastify';
import type { ClassesContext } from './classes.service.ts';

/** What the classes module's route files share: the services' context. */
export const classesContext = (app: FastifyInstance): ClassesContext => ({
  orm: app.orm,
  sizeLimit: app.config.classSizeLimit,
});
