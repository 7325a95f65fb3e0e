import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClassesContext } from './classes.service.ts';

/** What the classes module's route files share. */

export const teacherOnly = { access: 'teacher' } as const;
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
export const sessionUser = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw new Error('signed-in route without a session');
  return { id: user.id };
};
export const classesContext = (app: FastifyInstance): ClassesContext => ({
  orm: app.orm,
  sizeLimit: app.config.classSizeLimit,
});
