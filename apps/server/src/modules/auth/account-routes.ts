import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '../profile/index.ts';
import { signinCardRoutes } from './signin-card.routes.ts';
import { studentAuthRoutes } from './student-auth.routes.ts';
import { teacherAuthRoutes } from './teacher-auth.routes.ts';

/** Every accounts route: teacher and student sign-up and sign-in, sessions, captcha, profile. */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(teacherAuthRoutes);
  await app.register(studentAuthRoutes);
  await app.register(signinCardRoutes);
  await app.register(profileRoutes);
}
